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
  // a round polka-dot party balloon with a knot and a curly green ribbon
  // the balloon: polka dots inside an egg-shaped outline
  brush.fill("#ee7166", 200);
  brush.fillBleed(0.15);
  brush.fillTexture(0.4, 0.3);
  brush.circle(240, 88, 5, 0.3); brush.circle(256, 88, 5, 0.3); brush.circle(272, 88, 5, 0.3); brush.circle(288, 88, 5, 0.3); brush.circle(304, 88, 5, 0.3); brush.circle(320, 88, 5, 0.3);
  brush.circle(336, 88, 5, 0.3); brush.circle(352, 88, 5, 0.3); brush.circle(192, 115, 5, 0.3); brush.circle(208, 115, 5, 0.3); brush.circle(224, 115, 5, 0.3); brush.circle(240, 115, 5, 0.3);
  brush.circle(256, 115, 5, 0.3); brush.circle(272, 115, 5, 0.3); brush.circle(288, 115, 5, 0.3); brush.circle(304, 115, 5, 0.3); brush.circle(320, 115, 5, 0.3); brush.circle(336, 115, 5, 0.3);
  brush.circle(352, 115, 5, 0.3); brush.circle(368, 115, 5, 0.3); brush.circle(384, 115, 5, 0.3); brush.circle(400, 115, 5, 0.3); brush.circle(184, 129, 5, 0.3); brush.circle(200, 129, 5, 0.3);
  brush.circle(216, 129, 5, 0.3); brush.circle(232, 129, 5, 0.3); brush.circle(248, 129, 5, 0.3); brush.circle(264, 129, 5, 0.3); brush.circle(280, 129, 5, 0.3); brush.circle(296, 129, 5, 0.3);
  brush.circle(312, 129, 5, 0.3); brush.circle(328, 129, 5, 0.3); brush.circle(344, 129, 5, 0.3); brush.circle(360, 129, 5, 0.3); brush.circle(376, 129, 5, 0.3); brush.circle(392, 129, 5, 0.3);
  brush.circle(408, 129, 5, 0.3); brush.circle(424, 129, 5, 0.3); brush.circle(168, 157, 5, 0.3); brush.circle(184, 157, 5, 0.3); brush.circle(200, 157, 5, 0.3); brush.circle(216, 157, 5, 0.3);
  brush.circle(232, 157, 5, 0.3); brush.circle(248, 157, 5, 0.3); brush.circle(264, 157, 5, 0.3); brush.circle(280, 157, 5, 0.3); brush.circle(296, 157, 5, 0.3); brush.circle(312, 157, 5, 0.3);
  brush.circle(328, 157, 5, 0.3); brush.circle(344, 157, 5, 0.3); brush.circle(360, 157, 5, 0.3); brush.circle(376, 157, 5, 0.3); brush.circle(392, 157, 5, 0.3); brush.circle(408, 157, 5, 0.3);
  brush.circle(424, 157, 5, 0.3); brush.circle(440, 157, 5, 0.3); brush.circle(160, 171, 5, 0.3); brush.circle(176, 171, 5, 0.3); brush.circle(192, 171, 5, 0.3); brush.circle(208, 171, 5, 0.3);
  brush.circle(224, 171, 5, 0.3); brush.circle(240, 171, 5, 0.3); brush.circle(256, 171, 5, 0.3); brush.circle(272, 171, 5, 0.3); brush.circle(288, 171, 5, 0.3); brush.circle(304, 171, 5, 0.3);
  brush.circle(320, 171, 5, 0.3); brush.circle(336, 171, 5, 0.3); brush.circle(352, 171, 5, 0.3); brush.circle(368, 171, 5, 0.3); brush.circle(384, 171, 5, 0.3); brush.circle(400, 171, 5, 0.3);
  brush.circle(416, 171, 5, 0.3); brush.circle(432, 171, 5, 0.3); brush.circle(448, 171, 5, 0.3); brush.circle(144, 199, 5, 0.3); brush.circle(160, 199, 5, 0.3); brush.circle(176, 199, 5, 0.3);
  brush.circle(192, 199, 5, 0.3); brush.circle(208, 199, 5, 0.3); brush.circle(224, 199, 5, 0.3); brush.circle(240, 199, 5, 0.3); brush.circle(256, 199, 5, 0.3); brush.circle(272, 199, 5, 0.3);
  brush.circle(288, 199, 5, 0.3); brush.circle(304, 199, 5, 0.3); brush.circle(320, 199, 5, 0.3); brush.circle(336, 199, 5, 0.3); brush.circle(352, 199, 5, 0.3); brush.circle(368, 199, 5, 0.3);
  brush.circle(384, 199, 5, 0.3); brush.circle(400, 199, 5, 0.3); brush.circle(416, 199, 5, 0.3); brush.circle(432, 199, 5, 0.3); brush.circle(448, 199, 5, 0.3); brush.circle(136, 212, 5, 0.3);
  brush.circle(152, 212, 5, 0.3); brush.circle(168, 212, 5, 0.3); brush.circle(184, 212, 5, 0.3); brush.circle(200, 212, 5, 0.3); brush.circle(216, 212, 5, 0.3); brush.circle(232, 212, 5, 0.3);
  brush.circle(248, 212, 5, 0.3); brush.circle(264, 212, 5, 0.3); brush.circle(280, 212, 5, 0.3); brush.circle(296, 212, 5, 0.3); brush.circle(312, 212, 5, 0.3); brush.circle(328, 212, 5, 0.3);
  brush.circle(344, 212, 5, 0.3); brush.circle(360, 212, 5, 0.3); brush.circle(376, 212, 5, 0.3); brush.circle(392, 212, 5, 0.3); brush.circle(408, 212, 5, 0.3); brush.circle(424, 212, 5, 0.3);
  brush.circle(440, 212, 5, 0.3); brush.circle(456, 212, 5, 0.3); brush.circle(136, 240, 5, 0.3); brush.circle(152, 240, 5, 0.3); brush.circle(168, 240, 5, 0.3); brush.circle(184, 240, 5, 0.3);
  brush.circle(200, 240, 5, 0.3); brush.circle(216, 240, 5, 0.3); brush.circle(232, 240, 5, 0.3); brush.circle(248, 240, 5, 0.3); brush.circle(264, 240, 5, 0.3); brush.circle(280, 240, 5, 0.3);
  brush.circle(296, 240, 5, 0.3); brush.circle(312, 240, 5, 0.3); brush.circle(328, 240, 5, 0.3); brush.circle(344, 240, 5, 0.3); brush.circle(360, 240, 5, 0.3); brush.circle(376, 240, 5, 0.3);
  brush.circle(392, 240, 5, 0.3); brush.circle(408, 240, 5, 0.3); brush.circle(424, 240, 5, 0.3); brush.circle(440, 240, 5, 0.3); brush.circle(456, 240, 5, 0.3); brush.circle(144, 254, 5, 0.3);
  brush.circle(160, 254, 5, 0.3); brush.circle(176, 254, 5, 0.3); brush.circle(192, 254, 5, 0.3); brush.circle(208, 254, 5, 0.3); brush.circle(224, 254, 5, 0.3); brush.circle(240, 254, 5, 0.3);
  brush.circle(256, 254, 5, 0.3); brush.circle(272, 254, 5, 0.3); brush.circle(288, 254, 5, 0.3); brush.circle(304, 254, 5, 0.3); brush.circle(320, 254, 5, 0.3); brush.circle(336, 254, 5, 0.3);
  brush.circle(352, 254, 5, 0.3); brush.circle(368, 254, 5, 0.3); brush.circle(384, 254, 5, 0.3); brush.circle(400, 254, 5, 0.3); brush.circle(416, 254, 5, 0.3); brush.circle(432, 254, 5, 0.3);
  brush.circle(448, 254, 5, 0.3); brush.circle(464, 254, 5, 0.3); brush.circle(144, 282, 5, 0.3); brush.circle(160, 282, 5, 0.3); brush.circle(176, 282, 5, 0.3); brush.circle(192, 282, 5, 0.3);
  brush.circle(208, 282, 5, 0.3); brush.circle(224, 282, 5, 0.3); brush.circle(240, 282, 5, 0.3); brush.circle(256, 282, 5, 0.3); brush.circle(272, 282, 5, 0.3); brush.circle(288, 282, 5, 0.3);
  brush.circle(304, 282, 5, 0.3); brush.circle(320, 282, 5, 0.3); brush.circle(336, 282, 5, 0.3); brush.circle(352, 282, 5, 0.3); brush.circle(368, 282, 5, 0.3); brush.circle(384, 282, 5, 0.3);
  brush.circle(400, 282, 5, 0.3); brush.circle(416, 282, 5, 0.3); brush.circle(432, 282, 5, 0.3); brush.circle(448, 282, 5, 0.3); brush.circle(152, 296, 5, 0.3); brush.circle(168, 296, 5, 0.3);
  brush.circle(184, 296, 5, 0.3); brush.circle(200, 296, 5, 0.3); brush.circle(216, 296, 5, 0.3); brush.circle(232, 296, 5, 0.3); brush.circle(248, 296, 5, 0.3); brush.circle(264, 296, 5, 0.3);
  brush.circle(280, 296, 5, 0.3); brush.circle(296, 296, 5, 0.3); brush.circle(312, 296, 5, 0.3); brush.circle(328, 296, 5, 0.3); brush.circle(344, 296, 5, 0.3); brush.circle(360, 296, 5, 0.3);
  brush.circle(376, 296, 5, 0.3); brush.circle(392, 296, 5, 0.3); brush.circle(408, 296, 5, 0.3); brush.circle(424, 296, 5, 0.3); brush.circle(440, 296, 5, 0.3); brush.circle(456, 296, 5, 0.3);
  brush.circle(152, 323, 5, 0.3); brush.circle(168, 323, 5, 0.3); brush.circle(184, 323, 5, 0.3); brush.circle(200, 323, 5, 0.3); brush.circle(216, 323, 5, 0.3); brush.circle(232, 323, 5, 0.3);
  brush.circle(248, 323, 5, 0.3); brush.circle(264, 323, 5, 0.3); brush.circle(280, 323, 5, 0.3); brush.circle(296, 323, 5, 0.3); brush.circle(312, 323, 5, 0.3); brush.circle(328, 323, 5, 0.3);
  brush.circle(344, 323, 5, 0.3); brush.circle(360, 323, 5, 0.3); brush.circle(376, 323, 5, 0.3); brush.circle(392, 323, 5, 0.3); brush.circle(408, 323, 5, 0.3); brush.circle(424, 323, 5, 0.3);
  brush.circle(440, 323, 5, 0.3); brush.circle(160, 337, 5, 0.3); brush.circle(176, 337, 5, 0.3); brush.circle(192, 337, 5, 0.3); brush.circle(208, 337, 5, 0.3); brush.circle(224, 337, 5, 0.3);
  brush.circle(240, 337, 5, 0.3); brush.circle(256, 337, 5, 0.3); brush.circle(272, 337, 5, 0.3); brush.circle(288, 337, 5, 0.3); brush.circle(304, 337, 5, 0.3); brush.circle(320, 337, 5, 0.3);
  brush.circle(336, 337, 5, 0.3); brush.circle(352, 337, 5, 0.3);
  const moreA = [368, 337, 384, 337, 400, 337, 416, 337, 432, 337, 176, 365, 192, 365, 208, 365, 224, 365, 240, 365, 256, 365, 272, 365, 288, 365, 304, 365, 320, 365, 336, 365, 352, 365, 368, 365, 384, 365, 400, 365, 416, 365, 432, 365, 184, 379, 200, 379, 216, 379, 232, 379, 248, 379, 264, 379, 280, 379, 296, 379, 312, 379, 328, 379, 344, 379, 360, 379, 376, 379, 392, 379, 408, 379, 200, 406, 216, 406, 232, 406, 248, 406, 264, 406, 280, 406, 296, 406, 312, 406, 328, 406, 344, 406, 360, 406, 376, 406, 392, 406, 224, 420, 240, 420, 256, 420, 272, 420, 288, 420, 304, 420, 320, 420, 336, 420, 352, 420, 368, 420, 384, 420, 272, 448, 288, 448, 304, 448, 320, 448, 336, 448];
  for (let i = 0; i < moreA.length; i += 2) brush.circle(moreA[i], moreA[i + 1], 5, 0.3);
  brush.fill("#f49282", 200);
  brush.fillBleed(0.15);
  brush.fillTexture(0.4, 0.3);
  const moreB = [216, 102, 232, 102, 248, 102, 264, 102, 280, 102, 296, 102, 312, 102, 328, 102, 344, 102, 360, 102, 376, 102, 392, 102, 176, 143, 192, 143, 208, 143, 224, 143, 240, 143, 256, 143, 272, 143, 288, 143, 304, 143, 320, 143, 336, 143, 352, 143, 368, 143, 384, 143, 400, 143, 416, 143, 432, 143, 152, 185, 168, 185, 184, 185, 200, 185, 216, 185, 232, 185, 248, 185, 264, 185, 280, 185, 296, 185, 312, 185, 328, 185, 344, 185, 360, 185, 376, 185, 392, 185, 408, 185, 424, 185, 440, 185, 456, 185, 144, 226, 160, 226, 176, 226, 192, 226, 208, 226, 224, 226, 240, 226, 256, 226, 272, 226, 288, 226, 304, 226, 320, 226, 336, 226, 352, 226, 368, 226, 384, 226, 400, 226, 416, 226, 432, 226, 448, 226, 464, 226, 136, 268, 152, 268, 168, 268, 184, 268, 200, 268, 216, 268, 232, 268, 248, 268, 264, 268, 280, 268, 296, 268, 312, 268, 328, 268, 344, 268, 360, 268, 376, 268, 392, 268, 408, 268, 424, 268, 440, 268, 456, 268, 144, 309, 160, 309, 176, 309, 192, 309, 208, 309, 224, 309, 240, 309, 256, 309, 272, 309, 288, 309, 304, 309, 320, 309, 336, 309, 352, 309, 368, 309, 384, 309, 400, 309, 416, 309, 432, 309, 448, 309, 168, 351, 184, 351, 200, 351, 216, 351, 232, 351, 248, 351, 264, 351, 280, 351, 296, 351, 312, 351, 328, 351, 344, 351, 360, 351, 376, 351, 392, 351, 408, 351, 424, 351, 192, 393, 208, 393, 224, 393, 240, 393, 256, 393, 272, 393, 288, 393, 304, 393, 320, 393, 336, 393, 352, 393, 368, 393, 384, 393, 400, 393, 248, 434, 264, 434, 280, 434, 296, 434, 312, 434, 328, 434, 344, 434, 360, 434];
  for (let i = 0; i < moreB.length; i += 2) brush.circle(moreB[i], moreB[i + 1], 5, 0.3);
  // the knot
  brush.fill("#c8504a", 220);
  brush.fillBleed(0.1);
  brush.beginShape(0.3);
  brush.vertex(291, 452); brush.vertex(309, 452); brush.vertex(305, 470); brush.vertex(295, 470);
  brush.endShape(true);
  // the curly ribbon
  brush.fill("#5b8c4a", 215);
  brush.fillBleed(0.1);
  brush.beginShape(0.6);
  brush.vertex(297, 469); brush.vertex(307, 488); brush.vertex(298, 510); brush.vertex(288, 502); brush.vertex(296, 490); brush.vertex(307, 505); brush.vertex(299, 534); brush.vertex(289, 561); brush.vertex(297, 586); brush.vertex(303, 584); brush.vertex(295, 559); brush.vertex(305, 536); brush.vertex(313, 507); brush.vertex(300, 486); brush.vertex(284, 498); brush.vertex(294, 514); brush.vertex(313, 492); brush.vertex(303, 467);
  brush.endShape(true);
}
