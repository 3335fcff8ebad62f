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
  // a polka-dot fish swimming over green waterweed
  // the fish: polka dots inside a fish outline (body and forked tail)
  brush.fill("#ee7166", 200);
  brush.fillBleed(0.15);
  brush.fillTexture(0.4, 0.3);
  brush.circle(232, 157, 5, 0.3); brush.circle(248, 157, 5, 0.3); brush.circle(264, 157, 5, 0.3); brush.circle(280, 157, 5, 0.3); brush.circle(520, 157, 5, 0.3); brush.circle(176, 171, 5, 0.3);
  brush.circle(192, 171, 5, 0.3); brush.circle(208, 171, 5, 0.3); brush.circle(224, 171, 5, 0.3); brush.circle(240, 171, 5, 0.3); brush.circle(256, 171, 5, 0.3); brush.circle(272, 171, 5, 0.3);
  brush.circle(288, 171, 5, 0.3); brush.circle(304, 171, 5, 0.3); brush.circle(320, 171, 5, 0.3); brush.circle(336, 171, 5, 0.3); brush.circle(512, 171, 5, 0.3); brush.circle(128, 199, 5, 0.3);
  brush.circle(144, 199, 5, 0.3); brush.circle(160, 199, 5, 0.3); brush.circle(176, 199, 5, 0.3); brush.circle(192, 199, 5, 0.3); brush.circle(208, 199, 5, 0.3); brush.circle(224, 199, 5, 0.3);
  brush.circle(240, 199, 5, 0.3); brush.circle(256, 199, 5, 0.3); brush.circle(272, 199, 5, 0.3); brush.circle(288, 199, 5, 0.3); brush.circle(304, 199, 5, 0.3); brush.circle(320, 199, 5, 0.3);
  brush.circle(336, 199, 5, 0.3); brush.circle(352, 199, 5, 0.3); brush.circle(368, 199, 5, 0.3); brush.circle(384, 199, 5, 0.3); brush.circle(480, 199, 5, 0.3); brush.circle(496, 199, 5, 0.3);
  brush.circle(512, 199, 5, 0.3); brush.circle(120, 212, 5, 0.3); brush.circle(136, 212, 5, 0.3); brush.circle(152, 212, 5, 0.3); brush.circle(168, 212, 5, 0.3); brush.circle(184, 212, 5, 0.3);
  brush.circle(200, 212, 5, 0.3); brush.circle(216, 212, 5, 0.3); brush.circle(232, 212, 5, 0.3); brush.circle(248, 212, 5, 0.3); brush.circle(264, 212, 5, 0.3); brush.circle(280, 212, 5, 0.3);
  brush.circle(296, 212, 5, 0.3); brush.circle(312, 212, 5, 0.3); brush.circle(328, 212, 5, 0.3); brush.circle(344, 212, 5, 0.3); brush.circle(360, 212, 5, 0.3); brush.circle(376, 212, 5, 0.3);
  brush.circle(392, 212, 5, 0.3); brush.circle(408, 212, 5, 0.3); brush.circle(472, 212, 5, 0.3); brush.circle(488, 212, 5, 0.3); brush.circle(504, 212, 5, 0.3); brush.circle(520, 212, 5, 0.3);
  brush.circle(104, 240, 5, 0.3); brush.circle(120, 240, 5, 0.3); brush.circle(136, 240, 5, 0.3); brush.circle(152, 240, 5, 0.3); brush.circle(168, 240, 5, 0.3); brush.circle(184, 240, 5, 0.3);
  brush.circle(200, 240, 5, 0.3); brush.circle(216, 240, 5, 0.3); brush.circle(232, 240, 5, 0.3); brush.circle(248, 240, 5, 0.3); brush.circle(264, 240, 5, 0.3); brush.circle(280, 240, 5, 0.3);
  brush.circle(296, 240, 5, 0.3); brush.circle(312, 240, 5, 0.3); brush.circle(328, 240, 5, 0.3); brush.circle(344, 240, 5, 0.3); brush.circle(360, 240, 5, 0.3); brush.circle(376, 240, 5, 0.3);
  brush.circle(392, 240, 5, 0.3); brush.circle(408, 240, 5, 0.3); brush.circle(424, 240, 5, 0.3); brush.circle(440, 240, 5, 0.3); brush.circle(456, 240, 5, 0.3); brush.circle(472, 240, 5, 0.3);
  brush.circle(488, 240, 5, 0.3); brush.circle(504, 240, 5, 0.3); brush.circle(520, 240, 5, 0.3); brush.circle(96, 254, 5, 0.3); brush.circle(112, 254, 5, 0.3); brush.circle(128, 254, 5, 0.3);
  brush.circle(144, 254, 5, 0.3); brush.circle(160, 254, 5, 0.3); brush.circle(176, 254, 5, 0.3); brush.circle(192, 254, 5, 0.3); brush.circle(208, 254, 5, 0.3); brush.circle(224, 254, 5, 0.3);
  brush.circle(240, 254, 5, 0.3); brush.circle(256, 254, 5, 0.3); brush.circle(272, 254, 5, 0.3); brush.circle(288, 254, 5, 0.3); brush.circle(304, 254, 5, 0.3); brush.circle(320, 254, 5, 0.3);
  brush.circle(336, 254, 5, 0.3); brush.circle(352, 254, 5, 0.3); brush.circle(368, 254, 5, 0.3); brush.circle(384, 254, 5, 0.3); brush.circle(400, 254, 5, 0.3); brush.circle(416, 254, 5, 0.3);
  brush.circle(432, 254, 5, 0.3); brush.circle(448, 254, 5, 0.3); brush.circle(464, 254, 5, 0.3); brush.circle(480, 254, 5, 0.3); brush.circle(496, 254, 5, 0.3); brush.circle(512, 254, 5, 0.3);
  brush.circle(96, 282, 5, 0.3); brush.circle(112, 282, 5, 0.3); brush.circle(128, 282, 5, 0.3); brush.circle(144, 282, 5, 0.3); brush.circle(160, 282, 5, 0.3); brush.circle(176, 282, 5, 0.3);
  brush.circle(192, 282, 5, 0.3); brush.circle(208, 282, 5, 0.3); brush.circle(224, 282, 5, 0.3); brush.circle(240, 282, 5, 0.3); brush.circle(256, 282, 5, 0.3); brush.circle(272, 282, 5, 0.3);
  brush.circle(288, 282, 5, 0.3); brush.circle(304, 282, 5, 0.3); brush.circle(320, 282, 5, 0.3); brush.circle(336, 282, 5, 0.3); brush.circle(352, 282, 5, 0.3); brush.circle(368, 282, 5, 0.3);
  brush.circle(384, 282, 5, 0.3); brush.circle(400, 282, 5, 0.3); brush.circle(416, 282, 5, 0.3); brush.circle(432, 282, 5, 0.3); brush.circle(448, 282, 5, 0.3); brush.circle(464, 282, 5, 0.3);
  brush.circle(480, 282, 5, 0.3); brush.circle(496, 282, 5, 0.3); brush.circle(512, 282, 5, 0.3); brush.circle(104, 296, 5, 0.3); brush.circle(120, 296, 5, 0.3); brush.circle(136, 296, 5, 0.3);
  brush.circle(152, 296, 5, 0.3); brush.circle(168, 296, 5, 0.3); brush.circle(184, 296, 5, 0.3); brush.circle(200, 296, 5, 0.3); brush.circle(216, 296, 5, 0.3); brush.circle(232, 296, 5, 0.3);
  brush.circle(248, 296, 5, 0.3); brush.circle(264, 296, 5, 0.3); brush.circle(280, 296, 5, 0.3); brush.circle(296, 296, 5, 0.3); brush.circle(312, 296, 5, 0.3); brush.circle(328, 296, 5, 0.3);
  brush.circle(344, 296, 5, 0.3); brush.circle(360, 296, 5, 0.3); brush.circle(376, 296, 5, 0.3); brush.circle(392, 296, 5, 0.3); brush.circle(408, 296, 5, 0.3); brush.circle(424, 296, 5, 0.3);
  brush.circle(440, 296, 5, 0.3); brush.circle(456, 296, 5, 0.3); brush.circle(472, 296, 5, 0.3); brush.circle(488, 296, 5, 0.3); brush.circle(504, 296, 5, 0.3); brush.circle(520, 296, 5, 0.3);
  brush.circle(120, 323, 5, 0.3); brush.circle(136, 323, 5, 0.3); brush.circle(152, 323, 5, 0.3); brush.circle(168, 323, 5, 0.3); brush.circle(184, 323, 5, 0.3); brush.circle(200, 323, 5, 0.3);
  brush.circle(216, 323, 5, 0.3); brush.circle(232, 323, 5, 0.3); brush.circle(248, 323, 5, 0.3); brush.circle(264, 323, 5, 0.3); brush.circle(280, 323, 5, 0.3); brush.circle(296, 323, 5, 0.3);
  brush.circle(312, 323, 5, 0.3); brush.circle(328, 323, 5, 0.3); brush.circle(344, 323, 5, 0.3); brush.circle(360, 323, 5, 0.3); brush.circle(376, 323, 5, 0.3); brush.circle(392, 323, 5, 0.3);
  brush.circle(408, 323, 5, 0.3); brush.circle(472, 323, 5, 0.3); brush.circle(488, 323, 5, 0.3); brush.circle(504, 323, 5, 0.3); brush.circle(520, 323, 5, 0.3); brush.circle(128, 337, 5, 0.3);
  brush.circle(144, 337, 5, 0.3); brush.circle(160, 337, 5, 0.3); brush.circle(176, 337, 5, 0.3); brush.circle(192, 337, 5, 0.3); brush.circle(208, 337, 5, 0.3); brush.circle(224, 337, 5, 0.3);
  brush.circle(240, 337, 5, 0.3); brush.circle(256, 337, 5, 0.3); brush.circle(272, 337, 5, 0.3); brush.circle(288, 337, 5, 0.3); brush.circle(304, 337, 5, 0.3); brush.circle(320, 337, 5, 0.3);
  brush.circle(336, 337, 5, 0.3); brush.circle(352, 337, 5, 0.3); brush.circle(368, 337, 5, 0.3); brush.circle(384, 337, 5, 0.3); brush.circle(400, 337, 5, 0.3); brush.circle(480, 337, 5, 0.3);
  brush.circle(496, 337, 5, 0.3); brush.circle(512, 337, 5, 0.3); brush.circle(176, 365, 5, 0.3); brush.circle(192, 365, 5, 0.3); brush.circle(208, 365, 5, 0.3); brush.circle(224, 365, 5, 0.3);
  brush.circle(240, 365, 5, 0.3); brush.circle(256, 365, 5, 0.3); brush.circle(272, 365, 5, 0.3); brush.circle(288, 365, 5, 0.3); brush.circle(304, 365, 5, 0.3); brush.circle(320, 365, 5, 0.3);
  brush.circle(336, 365, 5, 0.3); brush.circle(352, 365, 5, 0.3); brush.circle(512, 365, 5, 0.3); brush.circle(216, 379, 5, 0.3); brush.circle(232, 379, 5, 0.3); brush.circle(248, 379, 5, 0.3);
  brush.circle(264, 379, 5, 0.3); brush.circle(280, 379, 5, 0.3);
  const moreA = [296, 379, 312, 379, 520, 379];
  for (let i = 0; i < moreA.length; i += 2) brush.circle(moreA[i], moreA[i + 1], 5, 0.3);
  brush.fill("#f49282", 200);
  brush.fillBleed(0.15);
  brush.fillTexture(0.4, 0.3);
  const moreB = [152, 185, 168, 185, 184, 185, 200, 185, 216, 185, 232, 185, 248, 185, 264, 185, 280, 185, 296, 185, 312, 185, 328, 185, 344, 185, 360, 185, 376, 185, 504, 185, 520, 185, 112, 226, 128, 226, 144, 226, 160, 226, 176, 226, 192, 226, 208, 226, 224, 226, 240, 226, 256, 226, 272, 226, 288, 226, 304, 226, 320, 226, 336, 226, 352, 226, 368, 226, 384, 226, 400, 226, 416, 226, 448, 226, 464, 226, 480, 226, 496, 226, 512, 226, 88, 268, 104, 268, 120, 268, 136, 268, 152, 268, 168, 268, 184, 268, 200, 268, 216, 268, 232, 268, 248, 268, 264, 268, 280, 268, 296, 268, 312, 268, 328, 268, 344, 268, 360, 268, 376, 268, 392, 268, 408, 268, 424, 268, 440, 268, 456, 268, 472, 268, 488, 268, 504, 268, 520, 268, 96, 309, 112, 309, 128, 309, 144, 309, 160, 309, 176, 309, 192, 309, 208, 309, 224, 309, 240, 309, 256, 309, 272, 309, 288, 309, 304, 309, 320, 309, 336, 309, 352, 309, 368, 309, 384, 309, 400, 309, 416, 309, 448, 309, 464, 309, 480, 309, 496, 309, 512, 309, 136, 351, 152, 351, 168, 351, 184, 351, 200, 351, 216, 351, 232, 351, 248, 351, 264, 351, 280, 351, 296, 351, 312, 351, 328, 351, 344, 351, 360, 351, 376, 351, 488, 351, 504, 351, 520, 351];
  for (let i = 0; i < moreB.length; i += 2) brush.circle(moreB[i], moreB[i + 1], 5, 0.3);
  // its eye
  brush.fill("#3a2a2a", 230);
  brush.circle(150, 250, 10, 0.2);
  // the waterweed
  brush.fill("#5b8c4a", 205);
  brush.fillBleed(0.1);
  brush.beginShape(0.8);
  brush.vertex(256, 576); brush.vertex(268, 518); brush.vertex(252, 471); brush.vertex(264, 421); brush.vertex(252, 419); brush.vertex(240, 469); brush.vertex(256, 522); brush.vertex(244, 574);
  brush.endShape(true);
  brush.fill("#6f9e55", 205);
  brush.fillBleed(0.1);
  brush.beginShape(0.8);
  brush.vertex(336, 574); brush.vertex(324, 527); brush.vertex(340, 482); brush.vertex(328, 478); brush.vertex(312, 523); brush.vertex(324, 576);
  brush.endShape(true);
}
