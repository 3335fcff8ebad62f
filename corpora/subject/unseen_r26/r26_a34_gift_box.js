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
  // a polka-dot gift box with a green ribbon and tails
  // the box: polka dots in a square
  brush.fill("#ee7166", 200);
  brush.fillBleed(0.15);
  brush.fillTexture(0.4, 0.3);
  brush.circle(152, 157, 5, 0.3); brush.circle(168, 157, 5, 0.3); brush.circle(184, 157, 5, 0.3); brush.circle(200, 157, 5, 0.3); brush.circle(216, 157, 5, 0.3); brush.circle(232, 157, 5, 0.3);
  brush.circle(248, 157, 5, 0.3); brush.circle(264, 157, 5, 0.3); brush.circle(280, 157, 5, 0.3); brush.circle(328, 157, 5, 0.3); brush.circle(344, 157, 5, 0.3); brush.circle(360, 157, 5, 0.3);
  brush.circle(376, 157, 5, 0.3); brush.circle(392, 157, 5, 0.3); brush.circle(408, 157, 5, 0.3); brush.circle(424, 157, 5, 0.3); brush.circle(440, 157, 5, 0.3); brush.circle(456, 157, 5, 0.3);
  brush.circle(144, 171, 5, 0.3); brush.circle(160, 171, 5, 0.3); brush.circle(176, 171, 5, 0.3); brush.circle(192, 171, 5, 0.3); brush.circle(208, 171, 5, 0.3); brush.circle(224, 171, 5, 0.3);
  brush.circle(240, 171, 5, 0.3); brush.circle(256, 171, 5, 0.3); brush.circle(272, 171, 5, 0.3); brush.circle(320, 171, 5, 0.3); brush.circle(336, 171, 5, 0.3); brush.circle(352, 171, 5, 0.3);
  brush.circle(368, 171, 5, 0.3); brush.circle(384, 171, 5, 0.3); brush.circle(400, 171, 5, 0.3); brush.circle(416, 171, 5, 0.3); brush.circle(432, 171, 5, 0.3); brush.circle(448, 171, 5, 0.3);
  brush.circle(144, 199, 5, 0.3); brush.circle(160, 199, 5, 0.3); brush.circle(176, 199, 5, 0.3); brush.circle(192, 199, 5, 0.3); brush.circle(208, 199, 5, 0.3); brush.circle(224, 199, 5, 0.3);
  brush.circle(240, 199, 5, 0.3); brush.circle(256, 199, 5, 0.3); brush.circle(272, 199, 5, 0.3); brush.circle(320, 199, 5, 0.3); brush.circle(336, 199, 5, 0.3); brush.circle(352, 199, 5, 0.3);
  brush.circle(368, 199, 5, 0.3); brush.circle(384, 199, 5, 0.3); brush.circle(400, 199, 5, 0.3); brush.circle(416, 199, 5, 0.3); brush.circle(432, 199, 5, 0.3); brush.circle(448, 199, 5, 0.3);
  brush.circle(152, 212, 5, 0.3); brush.circle(168, 212, 5, 0.3); brush.circle(184, 212, 5, 0.3); brush.circle(200, 212, 5, 0.3); brush.circle(216, 212, 5, 0.3); brush.circle(232, 212, 5, 0.3);
  brush.circle(248, 212, 5, 0.3); brush.circle(264, 212, 5, 0.3); brush.circle(280, 212, 5, 0.3); brush.circle(328, 212, 5, 0.3); brush.circle(344, 212, 5, 0.3); brush.circle(360, 212, 5, 0.3);
  brush.circle(376, 212, 5, 0.3); brush.circle(392, 212, 5, 0.3); brush.circle(408, 212, 5, 0.3); brush.circle(424, 212, 5, 0.3); brush.circle(440, 212, 5, 0.3); brush.circle(456, 212, 5, 0.3);
  brush.circle(152, 240, 5, 0.3); brush.circle(168, 240, 5, 0.3); brush.circle(184, 240, 5, 0.3); brush.circle(200, 240, 5, 0.3); brush.circle(216, 240, 5, 0.3); brush.circle(232, 240, 5, 0.3);
  brush.circle(248, 240, 5, 0.3); brush.circle(264, 240, 5, 0.3); brush.circle(280, 240, 5, 0.3); brush.circle(328, 240, 5, 0.3); brush.circle(344, 240, 5, 0.3); brush.circle(360, 240, 5, 0.3);
  brush.circle(376, 240, 5, 0.3); brush.circle(392, 240, 5, 0.3); brush.circle(408, 240, 5, 0.3); brush.circle(424, 240, 5, 0.3); brush.circle(440, 240, 5, 0.3); brush.circle(456, 240, 5, 0.3);
  brush.circle(144, 254, 5, 0.3); brush.circle(160, 254, 5, 0.3); brush.circle(176, 254, 5, 0.3); brush.circle(192, 254, 5, 0.3); brush.circle(208, 254, 5, 0.3); brush.circle(224, 254, 5, 0.3);
  brush.circle(240, 254, 5, 0.3); brush.circle(256, 254, 5, 0.3); brush.circle(272, 254, 5, 0.3); brush.circle(320, 254, 5, 0.3); brush.circle(336, 254, 5, 0.3); brush.circle(352, 254, 5, 0.3);
  brush.circle(368, 254, 5, 0.3); brush.circle(384, 254, 5, 0.3); brush.circle(400, 254, 5, 0.3); brush.circle(416, 254, 5, 0.3); brush.circle(432, 254, 5, 0.3); brush.circle(448, 254, 5, 0.3);
  brush.circle(144, 282, 5, 0.3); brush.circle(160, 282, 5, 0.3); brush.circle(176, 282, 5, 0.3); brush.circle(192, 282, 5, 0.3); brush.circle(208, 282, 5, 0.3); brush.circle(224, 282, 5, 0.3);
  brush.circle(240, 282, 5, 0.3); brush.circle(256, 282, 5, 0.3); brush.circle(272, 282, 5, 0.3); brush.circle(320, 282, 5, 0.3); brush.circle(336, 282, 5, 0.3); brush.circle(352, 282, 5, 0.3);
  brush.circle(368, 282, 5, 0.3); brush.circle(384, 282, 5, 0.3); brush.circle(400, 282, 5, 0.3); brush.circle(416, 282, 5, 0.3); brush.circle(432, 282, 5, 0.3); brush.circle(448, 282, 5, 0.3);
  brush.circle(152, 296, 5, 0.3); brush.circle(168, 296, 5, 0.3); brush.circle(184, 296, 5, 0.3); brush.circle(200, 296, 5, 0.3); brush.circle(216, 296, 5, 0.3); brush.circle(232, 296, 5, 0.3);
  brush.circle(248, 296, 5, 0.3); brush.circle(264, 296, 5, 0.3); brush.circle(280, 296, 5, 0.3); brush.circle(328, 296, 5, 0.3); brush.circle(344, 296, 5, 0.3); brush.circle(360, 296, 5, 0.3);
  brush.circle(376, 296, 5, 0.3); brush.circle(392, 296, 5, 0.3); brush.circle(408, 296, 5, 0.3); brush.circle(424, 296, 5, 0.3); brush.circle(440, 296, 5, 0.3); brush.circle(456, 296, 5, 0.3);
  brush.circle(152, 323, 5, 0.3); brush.circle(168, 323, 5, 0.3); brush.circle(184, 323, 5, 0.3); brush.circle(200, 323, 5, 0.3); brush.circle(216, 323, 5, 0.3); brush.circle(232, 323, 5, 0.3);
  brush.circle(248, 323, 5, 0.3); brush.circle(264, 323, 5, 0.3); brush.circle(280, 323, 5, 0.3); brush.circle(328, 323, 5, 0.3); brush.circle(344, 323, 5, 0.3); brush.circle(360, 323, 5, 0.3);
  brush.circle(376, 323, 5, 0.3); brush.circle(392, 323, 5, 0.3); brush.circle(408, 323, 5, 0.3); brush.circle(424, 323, 5, 0.3); brush.circle(440, 323, 5, 0.3); brush.circle(456, 323, 5, 0.3);
  brush.circle(144, 337, 5, 0.3); brush.circle(160, 337, 5, 0.3); brush.circle(176, 337, 5, 0.3); brush.circle(192, 337, 5, 0.3); brush.circle(208, 337, 5, 0.3); brush.circle(224, 337, 5, 0.3);
  brush.circle(240, 337, 5, 0.3); brush.circle(256, 337, 5, 0.3); brush.circle(272, 337, 5, 0.3); brush.circle(320, 337, 5, 0.3); brush.circle(336, 337, 5, 0.3); brush.circle(352, 337, 5, 0.3);
  brush.circle(368, 337, 5, 0.3); brush.circle(384, 337, 5, 0.3); brush.circle(400, 337, 5, 0.3); brush.circle(416, 337, 5, 0.3); brush.circle(432, 337, 5, 0.3); brush.circle(448, 337, 5, 0.3);
  brush.circle(144, 365, 5, 0.3); brush.circle(160, 365, 5, 0.3); brush.circle(176, 365, 5, 0.3); brush.circle(192, 365, 5, 0.3); brush.circle(208, 365, 5, 0.3); brush.circle(224, 365, 5, 0.3);
  brush.circle(240, 365, 5, 0.3); brush.circle(256, 365, 5, 0.3); brush.circle(272, 365, 5, 0.3); brush.circle(320, 365, 5, 0.3); brush.circle(336, 365, 5, 0.3); brush.circle(352, 365, 5, 0.3);
  brush.circle(368, 365, 5, 0.3); brush.circle(384, 365, 5, 0.3); brush.circle(400, 365, 5, 0.3); brush.circle(416, 365, 5, 0.3); brush.circle(432, 365, 5, 0.3); brush.circle(448, 365, 5, 0.3);
  brush.circle(152, 379, 5, 0.3); brush.circle(168, 379, 5, 0.3); brush.circle(184, 379, 5, 0.3); brush.circle(200, 379, 5, 0.3); brush.circle(216, 379, 5, 0.3); brush.circle(232, 379, 5, 0.3);
  brush.circle(248, 379, 5, 0.3); brush.circle(264, 379, 5, 0.3); brush.circle(280, 379, 5, 0.3); brush.circle(328, 379, 5, 0.3); brush.circle(344, 379, 5, 0.3); brush.circle(360, 379, 5, 0.3);
  brush.circle(376, 379, 5, 0.3); brush.circle(392, 379, 5, 0.3); brush.circle(408, 379, 5, 0.3); brush.circle(424, 379, 5, 0.3); brush.circle(440, 379, 5, 0.3); brush.circle(456, 379, 5, 0.3);
  brush.circle(152, 406, 5, 0.3); brush.circle(168, 406, 5, 0.3); brush.circle(184, 406, 5, 0.3); brush.circle(200, 406, 5, 0.3); brush.circle(216, 406, 5, 0.3); brush.circle(232, 406, 5, 0.3);
  brush.circle(248, 406, 5, 0.3); brush.circle(264, 406, 5, 0.3); brush.circle(280, 406, 5, 0.3); brush.circle(328, 406, 5, 0.3); brush.circle(344, 406, 5, 0.3); brush.circle(360, 406, 5, 0.3);
  brush.circle(376, 406, 5, 0.3); brush.circle(392, 406, 5, 0.3);
  const moreA = [408, 406, 424, 406, 440, 406, 456, 406, 144, 420, 160, 420, 176, 420, 192, 420, 208, 420, 224, 420, 240, 420, 256, 420, 272, 420, 320, 420, 336, 420, 352, 420, 368, 420, 384, 420, 400, 420, 416, 420, 432, 420, 448, 420, 144, 448, 160, 448, 176, 448, 192, 448, 208, 448, 224, 448, 240, 448, 256, 448, 272, 448, 320, 448, 336, 448, 352, 448, 368, 448, 384, 448, 400, 448, 416, 448, 432, 448, 448, 448];
  for (let i = 0; i < moreA.length; i += 2) brush.circle(moreA[i], moreA[i + 1], 5, 0.3);
  brush.fill("#f49282", 200);
  brush.fillBleed(0.15);
  brush.fillTexture(0.4, 0.3);
  const moreB = [144, 143, 160, 143, 176, 143, 192, 143, 208, 143, 224, 143, 240, 143, 256, 143, 272, 143, 320, 143, 336, 143, 352, 143, 368, 143, 384, 143, 400, 143, 416, 143, 432, 143, 448, 143, 152, 185, 168, 185, 184, 185, 200, 185, 216, 185, 232, 185, 248, 185, 264, 185, 280, 185, 328, 185, 344, 185, 360, 185, 376, 185, 392, 185, 408, 185, 424, 185, 440, 185, 456, 185, 144, 226, 160, 226, 176, 226, 192, 226, 208, 226, 224, 226, 240, 226, 256, 226, 272, 226, 320, 226, 336, 226, 352, 226, 368, 226, 384, 226, 400, 226, 416, 226, 432, 226, 448, 226, 152, 268, 168, 268, 184, 268, 200, 268, 216, 268, 232, 268, 248, 268, 264, 268, 280, 268, 328, 268, 344, 268, 360, 268, 376, 268, 392, 268, 408, 268, 424, 268, 440, 268, 456, 268, 144, 309, 160, 309, 176, 309, 192, 309, 208, 309, 224, 309, 240, 309, 256, 309, 272, 309, 320, 309, 336, 309, 352, 309, 368, 309, 384, 309, 400, 309, 416, 309, 432, 309, 448, 309, 152, 351, 168, 351, 184, 351, 200, 351, 216, 351, 232, 351, 248, 351, 264, 351, 280, 351, 328, 351, 344, 351, 360, 351, 376, 351, 392, 351, 408, 351, 424, 351, 440, 351, 456, 351, 144, 393, 160, 393, 176, 393, 192, 393, 208, 393, 224, 393, 240, 393, 256, 393, 272, 393, 320, 393, 336, 393, 352, 393, 368, 393, 384, 393, 400, 393, 416, 393, 432, 393, 448, 393, 152, 434, 168, 434, 184, 434, 200, 434, 216, 434, 232, 434, 248, 434, 264, 434, 280, 434, 328, 434, 344, 434, 360, 434, 376, 434, 392, 434, 408, 434, 424, 434, 440, 434, 456, 434];
  for (let i = 0; i < moreB.length; i += 2) brush.circle(moreB[i], moreB[i + 1], 5, 0.3);
  // the ribbon down the front and its two tails hanging below
  brush.fill("#5b8c4a", 215);
  brush.fillBleed(0.1);
  brush.beginShape(0.1);
  brush.vertex(290, 125); brush.vertex(310, 125); brush.vertex(312, 455); brush.vertex(288, 455);
  brush.endShape(true);
  brush.fill("#6f9e55", 210);
  brush.fillBleed(0.1);
  brush.beginShape(0.3);
  brush.vertex(300, 452); brush.vertex(262, 520); brush.vertex(280, 528); brush.vertex(300, 470);
  brush.endShape(true);
  brush.fill("#6f9e55", 210);
  brush.fillBleed(0.1);
  brush.beginShape(0.3);
  brush.vertex(300, 452); brush.vertex(338, 520); brush.vertex(320, 528); brush.vertex(300, 470);
  brush.endShape(true);
}
