async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // a heart-shaped polka-dot balloon with a knot and a curly green ribbon
  // the balloon: polka dots inside a heart outline
  brush.fill("#ee7166", 200);
  brush.fillBleed(0.15);
  brush.fillTexture(0.4, 0.3);
  brush.circle(104, 74, 5, 0.3); brush.circle(120, 74, 5, 0.3); brush.circle(136, 74, 5, 0.3); brush.circle(152, 74, 5, 0.3); brush.circle(168, 74, 5, 0.3); brush.circle(184, 74, 5, 0.3);
  brush.circle(200, 74, 5, 0.3); brush.circle(216, 74, 5, 0.3); brush.circle(232, 74, 5, 0.3); brush.circle(248, 74, 5, 0.3); brush.circle(264, 74, 5, 0.3); brush.circle(280, 74, 5, 0.3);
  brush.circle(296, 74, 5, 0.3); brush.circle(312, 74, 5, 0.3); brush.circle(328, 74, 5, 0.3); brush.circle(344, 74, 5, 0.3); brush.circle(360, 74, 5, 0.3); brush.circle(376, 74, 5, 0.3);
  brush.circle(392, 74, 5, 0.3); brush.circle(408, 74, 5, 0.3); brush.circle(424, 74, 5, 0.3); brush.circle(440, 74, 5, 0.3); brush.circle(456, 74, 5, 0.3); brush.circle(472, 74, 5, 0.3);
  brush.circle(488, 74, 5, 0.3); brush.circle(504, 74, 5, 0.3); brush.circle(96, 88, 5, 0.3); brush.circle(112, 88, 5, 0.3); brush.circle(128, 88, 5, 0.3); brush.circle(144, 88, 5, 0.3);
  brush.circle(160, 88, 5, 0.3); brush.circle(176, 88, 5, 0.3); brush.circle(192, 88, 5, 0.3); brush.circle(208, 88, 5, 0.3); brush.circle(224, 88, 5, 0.3); brush.circle(240, 88, 5, 0.3);
  brush.circle(256, 88, 5, 0.3); brush.circle(272, 88, 5, 0.3); brush.circle(288, 88, 5, 0.3); brush.circle(304, 88, 5, 0.3); brush.circle(320, 88, 5, 0.3); brush.circle(336, 88, 5, 0.3);
  brush.circle(352, 88, 5, 0.3); brush.circle(368, 88, 5, 0.3); brush.circle(384, 88, 5, 0.3); brush.circle(400, 88, 5, 0.3); brush.circle(416, 88, 5, 0.3); brush.circle(432, 88, 5, 0.3);
  brush.circle(448, 88, 5, 0.3); brush.circle(464, 88, 5, 0.3); brush.circle(480, 88, 5, 0.3); brush.circle(496, 88, 5, 0.3); brush.circle(512, 88, 5, 0.3); brush.circle(80, 115, 5, 0.3);
  brush.circle(96, 115, 5, 0.3); brush.circle(112, 115, 5, 0.3); brush.circle(128, 115, 5, 0.3); brush.circle(144, 115, 5, 0.3); brush.circle(160, 115, 5, 0.3); brush.circle(176, 115, 5, 0.3);
  brush.circle(192, 115, 5, 0.3); brush.circle(208, 115, 5, 0.3); brush.circle(224, 115, 5, 0.3); brush.circle(240, 115, 5, 0.3); brush.circle(256, 115, 5, 0.3); brush.circle(272, 115, 5, 0.3);
  brush.circle(288, 115, 5, 0.3); brush.circle(304, 115, 5, 0.3); brush.circle(320, 115, 5, 0.3); brush.circle(336, 115, 5, 0.3); brush.circle(352, 115, 5, 0.3); brush.circle(368, 115, 5, 0.3);
  brush.circle(384, 115, 5, 0.3); brush.circle(400, 115, 5, 0.3); brush.circle(416, 115, 5, 0.3); brush.circle(432, 115, 5, 0.3); brush.circle(448, 115, 5, 0.3); brush.circle(464, 115, 5, 0.3);
  brush.circle(480, 115, 5, 0.3); brush.circle(496, 115, 5, 0.3); brush.circle(512, 115, 5, 0.3); brush.circle(88, 129, 5, 0.3); brush.circle(104, 129, 5, 0.3); brush.circle(120, 129, 5, 0.3);
  brush.circle(136, 129, 5, 0.3); brush.circle(152, 129, 5, 0.3); brush.circle(168, 129, 5, 0.3); brush.circle(184, 129, 5, 0.3); brush.circle(200, 129, 5, 0.3); brush.circle(216, 129, 5, 0.3);
  brush.circle(232, 129, 5, 0.3); brush.circle(248, 129, 5, 0.3); brush.circle(264, 129, 5, 0.3); brush.circle(280, 129, 5, 0.3); brush.circle(296, 129, 5, 0.3); brush.circle(312, 129, 5, 0.3);
  brush.circle(328, 129, 5, 0.3); brush.circle(344, 129, 5, 0.3); brush.circle(360, 129, 5, 0.3); brush.circle(376, 129, 5, 0.3); brush.circle(392, 129, 5, 0.3); brush.circle(408, 129, 5, 0.3);
  brush.circle(424, 129, 5, 0.3); brush.circle(440, 129, 5, 0.3); brush.circle(456, 129, 5, 0.3); brush.circle(472, 129, 5, 0.3); brush.circle(488, 129, 5, 0.3); brush.circle(504, 129, 5, 0.3);
  brush.circle(520, 129, 5, 0.3); brush.circle(88, 157, 5, 0.3); brush.circle(104, 157, 5, 0.3); brush.circle(120, 157, 5, 0.3); brush.circle(136, 157, 5, 0.3); brush.circle(152, 157, 5, 0.3);
  brush.circle(168, 157, 5, 0.3); brush.circle(184, 157, 5, 0.3); brush.circle(200, 157, 5, 0.3); brush.circle(216, 157, 5, 0.3); brush.circle(232, 157, 5, 0.3); brush.circle(248, 157, 5, 0.3);
  brush.circle(264, 157, 5, 0.3); brush.circle(280, 157, 5, 0.3); brush.circle(296, 157, 5, 0.3); brush.circle(312, 157, 5, 0.3); brush.circle(328, 157, 5, 0.3); brush.circle(344, 157, 5, 0.3);
  brush.circle(360, 157, 5, 0.3); brush.circle(376, 157, 5, 0.3); brush.circle(392, 157, 5, 0.3); brush.circle(408, 157, 5, 0.3); brush.circle(424, 157, 5, 0.3); brush.circle(440, 157, 5, 0.3);
  brush.circle(456, 157, 5, 0.3); brush.circle(472, 157, 5, 0.3); brush.circle(488, 157, 5, 0.3); brush.circle(504, 157, 5, 0.3); brush.circle(520, 157, 5, 0.3); brush.circle(80, 171, 5, 0.3);
  brush.circle(96, 171, 5, 0.3); brush.circle(112, 171, 5, 0.3); brush.circle(128, 171, 5, 0.3); brush.circle(144, 171, 5, 0.3); brush.circle(160, 171, 5, 0.3); brush.circle(176, 171, 5, 0.3);
  brush.circle(192, 171, 5, 0.3); brush.circle(208, 171, 5, 0.3); brush.circle(224, 171, 5, 0.3); brush.circle(240, 171, 5, 0.3); brush.circle(256, 171, 5, 0.3); brush.circle(272, 171, 5, 0.3);
  brush.circle(288, 171, 5, 0.3); brush.circle(304, 171, 5, 0.3); brush.circle(320, 171, 5, 0.3); brush.circle(336, 171, 5, 0.3); brush.circle(352, 171, 5, 0.3); brush.circle(368, 171, 5, 0.3);
  brush.circle(384, 171, 5, 0.3); brush.circle(400, 171, 5, 0.3); brush.circle(416, 171, 5, 0.3); brush.circle(432, 171, 5, 0.3); brush.circle(448, 171, 5, 0.3); brush.circle(464, 171, 5, 0.3);
  brush.circle(480, 171, 5, 0.3); brush.circle(496, 171, 5, 0.3); brush.circle(512, 171, 5, 0.3); brush.circle(80, 199, 5, 0.3); brush.circle(96, 199, 5, 0.3); brush.circle(112, 199, 5, 0.3);
  brush.circle(128, 199, 5, 0.3); brush.circle(144, 199, 5, 0.3); brush.circle(160, 199, 5, 0.3); brush.circle(176, 199, 5, 0.3); brush.circle(192, 199, 5, 0.3); brush.circle(208, 199, 5, 0.3);
  brush.circle(224, 199, 5, 0.3); brush.circle(240, 199, 5, 0.3); brush.circle(256, 199, 5, 0.3); brush.circle(272, 199, 5, 0.3); brush.circle(288, 199, 5, 0.3); brush.circle(304, 199, 5, 0.3);
  brush.circle(320, 199, 5, 0.3); brush.circle(336, 199, 5, 0.3); brush.circle(352, 199, 5, 0.3); brush.circle(368, 199, 5, 0.3); brush.circle(384, 199, 5, 0.3); brush.circle(400, 199, 5, 0.3);
  brush.circle(416, 199, 5, 0.3); brush.circle(432, 199, 5, 0.3); brush.circle(448, 199, 5, 0.3); brush.circle(464, 199, 5, 0.3); brush.circle(480, 199, 5, 0.3); brush.circle(496, 199, 5, 0.3);
  brush.circle(512, 199, 5, 0.3); brush.circle(88, 212, 5, 0.3); brush.circle(104, 212, 5, 0.3); brush.circle(120, 212, 5, 0.3); brush.circle(136, 212, 5, 0.3); brush.circle(152, 212, 5, 0.3);
  brush.circle(168, 212, 5, 0.3); brush.circle(184, 212, 5, 0.3); brush.circle(200, 212, 5, 0.3); brush.circle(216, 212, 5, 0.3); brush.circle(232, 212, 5, 0.3); brush.circle(248, 212, 5, 0.3);
  brush.circle(264, 212, 5, 0.3); brush.circle(280, 212, 5, 0.3); brush.circle(296, 212, 5, 0.3); brush.circle(312, 212, 5, 0.3); brush.circle(328, 212, 5, 0.3); brush.circle(344, 212, 5, 0.3);
  brush.circle(360, 212, 5, 0.3); brush.circle(376, 212, 5, 0.3); brush.circle(392, 212, 5, 0.3); brush.circle(408, 212, 5, 0.3); brush.circle(424, 212, 5, 0.3); brush.circle(440, 212, 5, 0.3);
  brush.circle(456, 212, 5, 0.3); brush.circle(472, 212, 5, 0.3); brush.circle(488, 212, 5, 0.3); brush.circle(504, 212, 5, 0.3); brush.circle(104, 240, 5, 0.3); brush.circle(120, 240, 5, 0.3);
  brush.circle(136, 240, 5, 0.3); brush.circle(152, 240, 5, 0.3); brush.circle(168, 240, 5, 0.3); brush.circle(184, 240, 5, 0.3); brush.circle(200, 240, 5, 0.3); brush.circle(216, 240, 5, 0.3);
  brush.circle(232, 240, 5, 0.3); brush.circle(248, 240, 5, 0.3);
  const moreA = [264, 240, 280, 240, 296, 240, 312, 240, 328, 240, 344, 240, 360, 240, 376, 240, 392, 240, 408, 240, 424, 240, 440, 240, 456, 240, 472, 240, 488, 240, 504, 240, 112, 254, 128, 254, 144, 254, 160, 254, 176, 254, 192, 254, 208, 254, 224, 254, 240, 254, 256, 254, 272, 254, 288, 254, 304, 254, 320, 254, 336, 254, 352, 254, 368, 254, 384, 254, 400, 254, 416, 254, 432, 254, 448, 254, 464, 254, 480, 254, 496, 254, 128, 282, 144, 282, 160, 282, 176, 282, 192, 282, 208, 282, 224, 282, 240, 282, 256, 282, 272, 282, 288, 282, 304, 282, 320, 282, 336, 282, 352, 282, 368, 282, 384, 282, 400, 282, 416, 282, 432, 282, 448, 282, 464, 282, 480, 282, 136, 296, 152, 296, 168, 296, 184, 296, 200, 296, 216, 296, 232, 296, 248, 296, 264, 296, 280, 296, 296, 296, 312, 296, 328, 296, 344, 296, 360, 296, 376, 296, 392, 296, 408, 296, 424, 296, 440, 296, 456, 296, 472, 296, 152, 323, 168, 323, 184, 323, 200, 323, 216, 323, 232, 323, 248, 323, 264, 323, 280, 323, 296, 323, 312, 323, 328, 323, 344, 323, 360, 323, 376, 323, 392, 323, 408, 323, 424, 323, 440, 323, 456, 323, 160, 337, 176, 337, 192, 337, 208, 337, 224, 337, 240, 337, 256, 337, 272, 337, 288, 337, 304, 337, 320, 337, 336, 337, 352, 337, 368, 337, 384, 337, 400, 337, 416, 337, 432, 337, 192, 365, 208, 365, 224, 365, 240, 365, 256, 365, 272, 365, 288, 365, 304, 365, 320, 365, 336, 365, 352, 365, 368, 365, 384, 365, 400, 365, 416, 365, 200, 379, 216, 379, 232, 379, 248, 379, 264, 379, 280, 379, 296, 379, 312, 379, 328, 379, 344, 379, 360, 379, 376, 379, 392, 379, 248, 406, 264, 406, 280, 406, 296, 406, 312, 406, 328, 406, 344, 406, 360, 406, 272, 420, 288, 420, 304, 420, 320, 420, 336, 420, 304, 448];
  for (let i = 0; i < moreA.length; i += 2) brush.circle(moreA[i], moreA[i + 1], 5, 0.3);
  brush.fill("#f49282", 200);
  brush.fillBleed(0.15);
  brush.fillTexture(0.4, 0.3);
  const moreB = [112, 60, 128, 60, 144, 60, 160, 60, 176, 60, 192, 60, 208, 60, 224, 60, 240, 60, 256, 60, 272, 60, 288, 60, 304, 60, 320, 60, 336, 60, 352, 60, 368, 60, 384, 60, 400, 60, 416, 60, 432, 60, 448, 60, 464, 60, 480, 60, 496, 60, 88, 102, 104, 102, 120, 102, 136, 102, 152, 102, 168, 102, 184, 102, 200, 102, 216, 102, 232, 102, 248, 102, 264, 102, 280, 102, 296, 102, 312, 102, 328, 102, 344, 102, 360, 102, 376, 102, 392, 102, 408, 102, 424, 102, 440, 102, 456, 102, 472, 102, 488, 102, 504, 102, 520, 102, 80, 143, 96, 143, 112, 143, 128, 143, 144, 143, 160, 143, 176, 143, 192, 143, 208, 143, 224, 143, 240, 143, 256, 143, 272, 143, 288, 143, 304, 143, 320, 143, 336, 143, 352, 143, 368, 143, 384, 143, 400, 143, 416, 143, 432, 143, 448, 143, 464, 143, 480, 143, 496, 143, 512, 143, 88, 185, 104, 185, 120, 185, 136, 185, 152, 185, 168, 185, 184, 185, 200, 185, 216, 185, 232, 185, 248, 185, 264, 185, 280, 185, 296, 185, 312, 185, 328, 185, 344, 185, 360, 185, 376, 185, 392, 185, 408, 185, 424, 185, 440, 185, 456, 185, 472, 185, 488, 185, 504, 185, 520, 185, 96, 226, 112, 226, 128, 226, 144, 226, 160, 226, 176, 226, 192, 226, 208, 226, 224, 226, 240, 226, 256, 226, 272, 226, 288, 226, 304, 226, 320, 226, 336, 226, 352, 226, 368, 226, 384, 226, 400, 226, 416, 226, 432, 226, 448, 226, 464, 226, 480, 226, 496, 226, 512, 226, 120, 268, 136, 268, 152, 268, 168, 268, 184, 268, 200, 268, 216, 268, 232, 268, 248, 268, 264, 268, 280, 268, 296, 268, 312, 268, 328, 268, 344, 268, 360, 268, 376, 268, 392, 268, 408, 268, 424, 268, 440, 268, 456, 268, 472, 268, 488, 268, 144, 309, 160, 309, 176, 309, 192, 309, 208, 309, 224, 309, 240, 309, 256, 309, 272, 309, 288, 309, 304, 309, 320, 309, 336, 309, 352, 309, 368, 309, 384, 309, 400, 309, 416, 309, 432, 309, 448, 309, 464, 309, 184, 351, 200, 351, 216, 351, 232, 351, 248, 351, 264, 351, 280, 351, 296, 351, 312, 351, 328, 351, 344, 351, 360, 351, 376, 351, 392, 351, 408, 351, 424, 351, 224, 393, 240, 393, 256, 393, 272, 393, 288, 393, 304, 393, 320, 393, 336, 393, 352, 393, 368, 393, 280, 434, 296, 434, 312, 434];
  for (let i = 0; i < moreB.length; i += 2) brush.circle(moreB[i], moreB[i + 1], 5, 0.3);
  // the knot
  brush.fill("#c8504a", 220);
  brush.fillBleed(0.1);
  brush.beginShape(0.3);
  brush.vertex(292, 462); brush.vertex(308, 462); brush.vertex(304, 480); brush.vertex(296, 480);
  brush.endShape(true);
  // the curly ribbon
  brush.fill("#5b8c4a", 215);
  brush.fillBleed(0.1);
  brush.beginShape(0.6);
  brush.vertex(297, 479); brush.vertex(305, 498); brush.vertex(298, 518); brush.vertex(288, 510); brush.vertex(294, 498); brush.vertex(307, 511); brush.vertex(301, 538); brush.vertex(289, 561); brush.vertex(297, 586); brush.vertex(303, 584); brush.vertex(295, 559); brush.vertex(307, 542); brush.vertex(313, 513); brush.vertex(298, 494); brush.vertex(284, 506); brush.vertex(294, 522); brush.vertex(311, 502); brush.vertex(303, 477);
  brush.endShape(true);
}
