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
  // lettering: a big capital letter B drawn in coral polka dots, underlined in green
  // the letter B, in polka dots
  brush.fill("#ee7166", 200);
  brush.fillBleed(0.15);
  brush.fillTexture(0.4, 0.3);
  brush.circle(176, 115, 5, 0.3); brush.circle(192, 115, 5, 0.3); brush.circle(208, 115, 5, 0.3); brush.circle(224, 115, 5, 0.3); brush.circle(240, 115, 5, 0.3); brush.circle(256, 115, 5, 0.3);
  brush.circle(272, 115, 5, 0.3); brush.circle(288, 115, 5, 0.3); brush.circle(304, 115, 5, 0.3); brush.circle(320, 115, 5, 0.3); brush.circle(336, 115, 5, 0.3); brush.circle(352, 115, 5, 0.3);
  brush.circle(368, 115, 5, 0.3); brush.circle(184, 129, 5, 0.3); brush.circle(200, 129, 5, 0.3); brush.circle(216, 129, 5, 0.3); brush.circle(232, 129, 5, 0.3); brush.circle(248, 129, 5, 0.3);
  brush.circle(264, 129, 5, 0.3); brush.circle(280, 129, 5, 0.3); brush.circle(296, 129, 5, 0.3); brush.circle(312, 129, 5, 0.3); brush.circle(328, 129, 5, 0.3); brush.circle(344, 129, 5, 0.3);
  brush.circle(360, 129, 5, 0.3); brush.circle(376, 129, 5, 0.3); brush.circle(392, 129, 5, 0.3); brush.circle(184, 157, 5, 0.3); brush.circle(200, 157, 5, 0.3); brush.circle(216, 157, 5, 0.3);
  brush.circle(232, 157, 5, 0.3); brush.circle(248, 157, 5, 0.3); brush.circle(264, 157, 5, 0.3); brush.circle(280, 157, 5, 0.3); brush.circle(296, 157, 5, 0.3); brush.circle(312, 157, 5, 0.3);
  brush.circle(328, 157, 5, 0.3); brush.circle(344, 157, 5, 0.3); brush.circle(360, 157, 5, 0.3); brush.circle(376, 157, 5, 0.3); brush.circle(392, 157, 5, 0.3); brush.circle(408, 157, 5, 0.3);
  brush.circle(176, 171, 5, 0.3); brush.circle(192, 171, 5, 0.3); brush.circle(208, 171, 5, 0.3); brush.circle(224, 171, 5, 0.3); brush.circle(240, 171, 5, 0.3); brush.circle(256, 171, 5, 0.3);
  brush.circle(336, 171, 5, 0.3); brush.circle(352, 171, 5, 0.3); brush.circle(368, 171, 5, 0.3); brush.circle(384, 171, 5, 0.3); brush.circle(400, 171, 5, 0.3); brush.circle(416, 171, 5, 0.3);
  brush.circle(176, 199, 5, 0.3); brush.circle(192, 199, 5, 0.3); brush.circle(208, 199, 5, 0.3); brush.circle(224, 199, 5, 0.3); brush.circle(240, 199, 5, 0.3); brush.circle(256, 199, 5, 0.3);
  brush.circle(352, 199, 5, 0.3); brush.circle(368, 199, 5, 0.3); brush.circle(384, 199, 5, 0.3); brush.circle(400, 199, 5, 0.3); brush.circle(416, 199, 5, 0.3); brush.circle(184, 212, 5, 0.3);
  brush.circle(200, 212, 5, 0.3); brush.circle(216, 212, 5, 0.3); brush.circle(232, 212, 5, 0.3); brush.circle(248, 212, 5, 0.3); brush.circle(344, 212, 5, 0.3); brush.circle(360, 212, 5, 0.3);
  brush.circle(376, 212, 5, 0.3); brush.circle(392, 212, 5, 0.3); brush.circle(408, 212, 5, 0.3); brush.circle(184, 240, 5, 0.3); brush.circle(200, 240, 5, 0.3); brush.circle(216, 240, 5, 0.3);
  brush.circle(232, 240, 5, 0.3); brush.circle(248, 240, 5, 0.3); brush.circle(264, 240, 5, 0.3); brush.circle(280, 240, 5, 0.3); brush.circle(296, 240, 5, 0.3); brush.circle(312, 240, 5, 0.3);
  brush.circle(328, 240, 5, 0.3); brush.circle(344, 240, 5, 0.3); brush.circle(360, 240, 5, 0.3); brush.circle(376, 240, 5, 0.3); brush.circle(392, 240, 5, 0.3); brush.circle(176, 254, 5, 0.3);
  brush.circle(192, 254, 5, 0.3); brush.circle(208, 254, 5, 0.3); brush.circle(224, 254, 5, 0.3); brush.circle(240, 254, 5, 0.3); brush.circle(256, 254, 5, 0.3); brush.circle(272, 254, 5, 0.3);
  brush.circle(288, 254, 5, 0.3); brush.circle(304, 254, 5, 0.3); brush.circle(320, 254, 5, 0.3); brush.circle(336, 254, 5, 0.3); brush.circle(352, 254, 5, 0.3); brush.circle(368, 254, 5, 0.3);
  brush.circle(384, 254, 5, 0.3); brush.circle(176, 282, 5, 0.3); brush.circle(192, 282, 5, 0.3); brush.circle(208, 282, 5, 0.3); brush.circle(224, 282, 5, 0.3); brush.circle(240, 282, 5, 0.3);
  brush.circle(256, 282, 5, 0.3); brush.circle(272, 282, 5, 0.3); brush.circle(288, 282, 5, 0.3); brush.circle(304, 282, 5, 0.3); brush.circle(320, 282, 5, 0.3); brush.circle(336, 282, 5, 0.3);
  brush.circle(352, 282, 5, 0.3); brush.circle(368, 282, 5, 0.3); brush.circle(384, 282, 5, 0.3); brush.circle(400, 282, 5, 0.3); brush.circle(416, 282, 5, 0.3); brush.circle(184, 296, 5, 0.3);
  brush.circle(200, 296, 5, 0.3); brush.circle(216, 296, 5, 0.3); brush.circle(232, 296, 5, 0.3); brush.circle(248, 296, 5, 0.3); brush.circle(344, 296, 5, 0.3); brush.circle(360, 296, 5, 0.3);
  brush.circle(376, 296, 5, 0.3); brush.circle(392, 296, 5, 0.3); brush.circle(408, 296, 5, 0.3); brush.circle(424, 296, 5, 0.3); brush.circle(184, 323, 5, 0.3); brush.circle(200, 323, 5, 0.3);
  brush.circle(216, 323, 5, 0.3); brush.circle(232, 323, 5, 0.3); brush.circle(248, 323, 5, 0.3); brush.circle(360, 323, 5, 0.3); brush.circle(376, 323, 5, 0.3); brush.circle(392, 323, 5, 0.3);
  brush.circle(408, 323, 5, 0.3); brush.circle(424, 323, 5, 0.3); brush.circle(176, 337, 5, 0.3); brush.circle(192, 337, 5, 0.3); brush.circle(208, 337, 5, 0.3); brush.circle(224, 337, 5, 0.3);
  brush.circle(240, 337, 5, 0.3); brush.circle(256, 337, 5, 0.3); brush.circle(352, 337, 5, 0.3); brush.circle(368, 337, 5, 0.3); brush.circle(384, 337, 5, 0.3); brush.circle(400, 337, 5, 0.3);
  brush.circle(416, 337, 5, 0.3); brush.circle(432, 337, 5, 0.3); brush.circle(176, 365, 5, 0.3); brush.circle(192, 365, 5, 0.3); brush.circle(208, 365, 5, 0.3); brush.circle(224, 365, 5, 0.3);
  brush.circle(240, 365, 5, 0.3); brush.circle(256, 365, 5, 0.3); brush.circle(272, 365, 5, 0.3); brush.circle(288, 365, 5, 0.3); brush.circle(304, 365, 5, 0.3); brush.circle(320, 365, 5, 0.3);
  brush.circle(336, 365, 5, 0.3); brush.circle(352, 365, 5, 0.3); brush.circle(368, 365, 5, 0.3); brush.circle(384, 365, 5, 0.3); brush.circle(400, 365, 5, 0.3); brush.circle(416, 365, 5, 0.3);
  brush.circle(184, 379, 5, 0.3); brush.circle(200, 379, 5, 0.3); brush.circle(216, 379, 5, 0.3); brush.circle(232, 379, 5, 0.3); brush.circle(248, 379, 5, 0.3); brush.circle(264, 379, 5, 0.3);
  brush.circle(280, 379, 5, 0.3); brush.circle(296, 379, 5, 0.3); brush.circle(312, 379, 5, 0.3); brush.circle(328, 379, 5, 0.3); brush.circle(344, 379, 5, 0.3); brush.circle(360, 379, 5, 0.3);
  brush.circle(376, 379, 5, 0.3); brush.circle(392, 379, 5, 0.3); brush.circle(408, 379, 5, 0.3); brush.circle(184, 406, 5, 0.3); brush.circle(200, 406, 5, 0.3); brush.circle(216, 406, 5, 0.3);
  brush.circle(232, 406, 5, 0.3); brush.circle(248, 406, 5, 0.3); brush.circle(264, 406, 5, 0.3); brush.circle(280, 406, 5, 0.3); brush.circle(296, 406, 5, 0.3); brush.circle(312, 406, 5, 0.3);
  brush.circle(328, 406, 5, 0.3); brush.circle(344, 406, 5, 0.3); brush.circle(360, 406, 5, 0.3); brush.circle(376, 406, 5, 0.3);
  brush.fill("#f49282", 200);
  brush.fillBleed(0.15);
  brush.fillTexture(0.4, 0.3);
  brush.circle(176, 143, 5, 0.3); brush.circle(192, 143, 5, 0.3); brush.circle(208, 143, 5, 0.3); brush.circle(224, 143, 5, 0.3); brush.circle(240, 143, 5, 0.3); brush.circle(256, 143, 5, 0.3);
  brush.circle(272, 143, 5, 0.3); brush.circle(288, 143, 5, 0.3); brush.circle(304, 143, 5, 0.3); brush.circle(320, 143, 5, 0.3); brush.circle(336, 143, 5, 0.3); brush.circle(352, 143, 5, 0.3);
  brush.circle(368, 143, 5, 0.3); brush.circle(384, 143, 5, 0.3); brush.circle(400, 143, 5, 0.3); brush.circle(184, 185, 5, 0.3); brush.circle(200, 185, 5, 0.3); brush.circle(216, 185, 5, 0.3);
  brush.circle(232, 185, 5, 0.3); brush.circle(248, 185, 5, 0.3); brush.circle(344, 185, 5, 0.3); brush.circle(360, 185, 5, 0.3); brush.circle(376, 185, 5, 0.3); brush.circle(392, 185, 5, 0.3);
  brush.circle(408, 185, 5, 0.3); brush.circle(176, 226, 5, 0.3); brush.circle(192, 226, 5, 0.3); brush.circle(208, 226, 5, 0.3); brush.circle(224, 226, 5, 0.3); brush.circle(240, 226, 5, 0.3);
  brush.circle(256, 226, 5, 0.3); brush.circle(304, 226, 5, 0.3); brush.circle(320, 226, 5, 0.3); brush.circle(336, 226, 5, 0.3);
  const moreB = [352, 226, 368, 226, 384, 226, 400, 226, 184, 268, 200, 268, 216, 268, 232, 268, 248, 268, 264, 268, 280, 268, 296, 268, 312, 268, 328, 268, 344, 268, 360, 268, 376, 268, 392, 268, 408, 268, 176, 309, 192, 309, 208, 309, 224, 309, 240, 309, 256, 309, 352, 309, 368, 309, 384, 309, 400, 309, 416, 309, 184, 351, 200, 351, 216, 351, 232, 351, 248, 351, 344, 351, 360, 351, 376, 351, 392, 351, 408, 351, 424, 351, 176, 393, 192, 393, 208, 393, 224, 393, 240, 393, 256, 393, 272, 393, 288, 393, 304, 393, 320, 393, 336, 393, 352, 393, 368, 393, 384, 393, 400, 393];
  for (let i = 0; i < moreB.length; i += 2) brush.circle(moreB[i], moreB[i + 1], 5, 0.3);
  // a green underline
  brush.fill("#5b8c4a", 210);
  brush.fillBleed(0.1);
  brush.beginShape(0.2);
  brush.vertex(170, 505); brush.vertex(430, 500); brush.vertex(432, 516); brush.vertex(168, 522);
  brush.endShape(true);
}
