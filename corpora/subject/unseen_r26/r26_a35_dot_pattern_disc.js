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
  // a pattern: a round patch of coral polka dots on a hexagonal grid, nothing else
  // polka dots filling a circle
  brush.fill("#ee7166", 200);
  brush.fillBleed(0.15);
  brush.fillTexture(0.4, 0.3);
  brush.circle(256, 115, 5, 0.3); brush.circle(272, 115, 5, 0.3); brush.circle(288, 115, 5, 0.3); brush.circle(304, 115, 5, 0.3); brush.circle(320, 115, 5, 0.3); brush.circle(336, 115, 5, 0.3);
  brush.circle(232, 129, 5, 0.3); brush.circle(248, 129, 5, 0.3); brush.circle(264, 129, 5, 0.3); brush.circle(280, 129, 5, 0.3); brush.circle(296, 129, 5, 0.3); brush.circle(312, 129, 5, 0.3);
  brush.circle(328, 129, 5, 0.3); brush.circle(344, 129, 5, 0.3); brush.circle(360, 129, 5, 0.3); brush.circle(376, 129, 5, 0.3); brush.circle(184, 157, 5, 0.3); brush.circle(200, 157, 5, 0.3);
  brush.circle(216, 157, 5, 0.3); brush.circle(232, 157, 5, 0.3); brush.circle(248, 157, 5, 0.3); brush.circle(264, 157, 5, 0.3); brush.circle(280, 157, 5, 0.3); brush.circle(296, 157, 5, 0.3);
  brush.circle(312, 157, 5, 0.3); brush.circle(328, 157, 5, 0.3); brush.circle(344, 157, 5, 0.3); brush.circle(360, 157, 5, 0.3); brush.circle(376, 157, 5, 0.3); brush.circle(392, 157, 5, 0.3);
  brush.circle(408, 157, 5, 0.3); brush.circle(424, 157, 5, 0.3); brush.circle(176, 171, 5, 0.3); brush.circle(192, 171, 5, 0.3); brush.circle(208, 171, 5, 0.3); brush.circle(224, 171, 5, 0.3);
  brush.circle(240, 171, 5, 0.3); brush.circle(256, 171, 5, 0.3); brush.circle(272, 171, 5, 0.3); brush.circle(288, 171, 5, 0.3); brush.circle(304, 171, 5, 0.3); brush.circle(320, 171, 5, 0.3);
  brush.circle(336, 171, 5, 0.3); brush.circle(352, 171, 5, 0.3); brush.circle(368, 171, 5, 0.3); brush.circle(384, 171, 5, 0.3); brush.circle(400, 171, 5, 0.3); brush.circle(416, 171, 5, 0.3);
  brush.circle(432, 171, 5, 0.3); brush.circle(144, 199, 5, 0.3); brush.circle(160, 199, 5, 0.3); brush.circle(176, 199, 5, 0.3); brush.circle(192, 199, 5, 0.3); brush.circle(208, 199, 5, 0.3);
  brush.circle(224, 199, 5, 0.3); brush.circle(240, 199, 5, 0.3); brush.circle(256, 199, 5, 0.3); brush.circle(272, 199, 5, 0.3); brush.circle(288, 199, 5, 0.3); brush.circle(304, 199, 5, 0.3);
  brush.circle(320, 199, 5, 0.3); brush.circle(336, 199, 5, 0.3); brush.circle(352, 199, 5, 0.3); brush.circle(368, 199, 5, 0.3); brush.circle(384, 199, 5, 0.3); brush.circle(400, 199, 5, 0.3);
  brush.circle(416, 199, 5, 0.3); brush.circle(432, 199, 5, 0.3); brush.circle(448, 199, 5, 0.3); brush.circle(136, 212, 5, 0.3); brush.circle(152, 212, 5, 0.3); brush.circle(168, 212, 5, 0.3);
  brush.circle(184, 212, 5, 0.3); brush.circle(200, 212, 5, 0.3); brush.circle(216, 212, 5, 0.3); brush.circle(232, 212, 5, 0.3); brush.circle(248, 212, 5, 0.3); brush.circle(264, 212, 5, 0.3);
  brush.circle(280, 212, 5, 0.3); brush.circle(296, 212, 5, 0.3); brush.circle(312, 212, 5, 0.3); brush.circle(328, 212, 5, 0.3); brush.circle(344, 212, 5, 0.3); brush.circle(360, 212, 5, 0.3);
  brush.circle(376, 212, 5, 0.3); brush.circle(392, 212, 5, 0.3); brush.circle(408, 212, 5, 0.3); brush.circle(424, 212, 5, 0.3); brush.circle(440, 212, 5, 0.3); brush.circle(456, 212, 5, 0.3);
  brush.circle(120, 240, 5, 0.3); brush.circle(136, 240, 5, 0.3); brush.circle(152, 240, 5, 0.3); brush.circle(168, 240, 5, 0.3); brush.circle(184, 240, 5, 0.3); brush.circle(200, 240, 5, 0.3);
  brush.circle(216, 240, 5, 0.3); brush.circle(232, 240, 5, 0.3); brush.circle(248, 240, 5, 0.3); brush.circle(264, 240, 5, 0.3); brush.circle(280, 240, 5, 0.3); brush.circle(296, 240, 5, 0.3);
  brush.circle(312, 240, 5, 0.3); brush.circle(328, 240, 5, 0.3); brush.circle(344, 240, 5, 0.3); brush.circle(360, 240, 5, 0.3); brush.circle(376, 240, 5, 0.3); brush.circle(392, 240, 5, 0.3);
  brush.circle(408, 240, 5, 0.3); brush.circle(424, 240, 5, 0.3); brush.circle(440, 240, 5, 0.3); brush.circle(456, 240, 5, 0.3); brush.circle(472, 240, 5, 0.3); brush.circle(128, 254, 5, 0.3);
  brush.circle(144, 254, 5, 0.3); brush.circle(160, 254, 5, 0.3); brush.circle(176, 254, 5, 0.3); brush.circle(192, 254, 5, 0.3); brush.circle(208, 254, 5, 0.3); brush.circle(224, 254, 5, 0.3);
  brush.circle(240, 254, 5, 0.3); brush.circle(256, 254, 5, 0.3); brush.circle(272, 254, 5, 0.3); brush.circle(288, 254, 5, 0.3); brush.circle(304, 254, 5, 0.3); brush.circle(320, 254, 5, 0.3);
  brush.circle(336, 254, 5, 0.3); brush.circle(352, 254, 5, 0.3); brush.circle(368, 254, 5, 0.3); brush.circle(384, 254, 5, 0.3); brush.circle(400, 254, 5, 0.3); brush.circle(416, 254, 5, 0.3);
  brush.circle(432, 254, 5, 0.3); brush.circle(448, 254, 5, 0.3); brush.circle(464, 254, 5, 0.3); brush.circle(480, 254, 5, 0.3); brush.circle(112, 282, 5, 0.3); brush.circle(128, 282, 5, 0.3);
  brush.circle(144, 282, 5, 0.3); brush.circle(160, 282, 5, 0.3); brush.circle(176, 282, 5, 0.3); brush.circle(192, 282, 5, 0.3); brush.circle(208, 282, 5, 0.3); brush.circle(224, 282, 5, 0.3);
  brush.circle(240, 282, 5, 0.3); brush.circle(256, 282, 5, 0.3); brush.circle(272, 282, 5, 0.3); brush.circle(288, 282, 5, 0.3); brush.circle(304, 282, 5, 0.3); brush.circle(320, 282, 5, 0.3);
  brush.circle(336, 282, 5, 0.3); brush.circle(352, 282, 5, 0.3); brush.circle(368, 282, 5, 0.3); brush.circle(384, 282, 5, 0.3); brush.circle(400, 282, 5, 0.3); brush.circle(416, 282, 5, 0.3);
  brush.circle(432, 282, 5, 0.3); brush.circle(448, 282, 5, 0.3); brush.circle(464, 282, 5, 0.3); brush.circle(480, 282, 5, 0.3); brush.circle(120, 296, 5, 0.3); brush.circle(136, 296, 5, 0.3);
  brush.circle(152, 296, 5, 0.3); brush.circle(168, 296, 5, 0.3); brush.circle(184, 296, 5, 0.3); brush.circle(200, 296, 5, 0.3); brush.circle(216, 296, 5, 0.3); brush.circle(232, 296, 5, 0.3);
  brush.circle(248, 296, 5, 0.3); brush.circle(264, 296, 5, 0.3); brush.circle(280, 296, 5, 0.3); brush.circle(296, 296, 5, 0.3); brush.circle(312, 296, 5, 0.3); brush.circle(328, 296, 5, 0.3);
  brush.circle(344, 296, 5, 0.3); brush.circle(360, 296, 5, 0.3); brush.circle(376, 296, 5, 0.3); brush.circle(392, 296, 5, 0.3); brush.circle(408, 296, 5, 0.3); brush.circle(424, 296, 5, 0.3);
  brush.circle(440, 296, 5, 0.3); brush.circle(456, 296, 5, 0.3); brush.circle(472, 296, 5, 0.3); brush.circle(488, 296, 5, 0.3); brush.circle(120, 323, 5, 0.3); brush.circle(136, 323, 5, 0.3);
  brush.circle(152, 323, 5, 0.3); brush.circle(168, 323, 5, 0.3); brush.circle(184, 323, 5, 0.3); brush.circle(200, 323, 5, 0.3); brush.circle(216, 323, 5, 0.3); brush.circle(232, 323, 5, 0.3);
  brush.circle(248, 323, 5, 0.3); brush.circle(264, 323, 5, 0.3); brush.circle(280, 323, 5, 0.3); brush.circle(296, 323, 5, 0.3); brush.circle(312, 323, 5, 0.3); brush.circle(328, 323, 5, 0.3);
  brush.circle(344, 323, 5, 0.3); brush.circle(360, 323, 5, 0.3); brush.circle(376, 323, 5, 0.3); brush.circle(392, 323, 5, 0.3); brush.circle(408, 323, 5, 0.3); brush.circle(424, 323, 5, 0.3);
  brush.circle(440, 323, 5, 0.3); brush.circle(456, 323, 5, 0.3); brush.circle(472, 323, 5, 0.3); brush.circle(488, 323, 5, 0.3); brush.circle(128, 337, 5, 0.3); brush.circle(144, 337, 5, 0.3);
  brush.circle(160, 337, 5, 0.3); brush.circle(176, 337, 5, 0.3); brush.circle(192, 337, 5, 0.3); brush.circle(208, 337, 5, 0.3); brush.circle(224, 337, 5, 0.3); brush.circle(240, 337, 5, 0.3);
  brush.circle(256, 337, 5, 0.3); brush.circle(272, 337, 5, 0.3); brush.circle(288, 337, 5, 0.3); brush.circle(304, 337, 5, 0.3); brush.circle(320, 337, 5, 0.3); brush.circle(336, 337, 5, 0.3);
  brush.circle(352, 337, 5, 0.3); brush.circle(368, 337, 5, 0.3); brush.circle(384, 337, 5, 0.3); brush.circle(400, 337, 5, 0.3); brush.circle(416, 337, 5, 0.3); brush.circle(432, 337, 5, 0.3);
  brush.circle(448, 337, 5, 0.3); brush.circle(464, 337, 5, 0.3);
  const moreA = [480, 337, 128, 365, 144, 365, 160, 365, 176, 365, 192, 365, 208, 365, 224, 365, 240, 365, 256, 365, 272, 365, 288, 365, 304, 365, 320, 365, 336, 365, 352, 365, 368, 365, 384, 365, 400, 365, 416, 365, 432, 365, 448, 365, 464, 365, 136, 379, 152, 379, 168, 379, 184, 379, 200, 379, 216, 379, 232, 379, 248, 379, 264, 379, 280, 379, 296, 379, 312, 379, 328, 379, 344, 379, 360, 379, 376, 379, 392, 379, 408, 379, 424, 379, 440, 379, 456, 379, 472, 379, 152, 406, 168, 406, 184, 406, 200, 406, 216, 406, 232, 406, 248, 406, 264, 406, 280, 406, 296, 406, 312, 406, 328, 406, 344, 406, 360, 406, 376, 406, 392, 406, 408, 406, 424, 406, 440, 406, 456, 406, 160, 420, 176, 420, 192, 420, 208, 420, 224, 420, 240, 420, 256, 420, 272, 420, 288, 420, 304, 420, 320, 420, 336, 420, 352, 420, 368, 420, 384, 420, 400, 420, 416, 420, 432, 420, 192, 448, 208, 448, 224, 448, 240, 448, 256, 448, 272, 448, 288, 448, 304, 448, 320, 448, 336, 448, 352, 448, 368, 448, 384, 448, 400, 448, 416, 448, 216, 462, 232, 462, 248, 462, 264, 462, 280, 462, 296, 462, 312, 462, 328, 462, 344, 462, 360, 462, 376, 462, 392, 462, 296, 490, 312, 490];
  for (let i = 0; i < moreA.length; i += 2) brush.circle(moreA[i], moreA[i + 1], 5, 0.3);
  brush.fill("#f49282", 200);
  brush.fillBleed(0.15);
  brush.fillTexture(0.4, 0.3);
  const moreB = [208, 143, 224, 143, 240, 143, 256, 143, 272, 143, 288, 143, 304, 143, 320, 143, 336, 143, 352, 143, 368, 143, 384, 143, 400, 143, 152, 185, 168, 185, 184, 185, 200, 185, 216, 185, 232, 185, 248, 185, 264, 185, 280, 185, 296, 185, 312, 185, 328, 185, 344, 185, 360, 185, 376, 185, 392, 185, 408, 185, 424, 185, 440, 185, 128, 226, 144, 226, 160, 226, 176, 226, 192, 226, 208, 226, 224, 226, 240, 226, 256, 226, 272, 226, 288, 226, 304, 226, 320, 226, 336, 226, 352, 226, 368, 226, 384, 226, 400, 226, 416, 226, 432, 226, 448, 226, 464, 226, 120, 268, 136, 268, 152, 268, 168, 268, 184, 268, 200, 268, 216, 268, 232, 268, 248, 268, 264, 268, 280, 268, 296, 268, 312, 268, 328, 268, 344, 268, 360, 268, 376, 268, 392, 268, 408, 268, 424, 268, 440, 268, 456, 268, 472, 268, 112, 309, 128, 309, 144, 309, 160, 309, 176, 309, 192, 309, 208, 309, 224, 309, 240, 309, 256, 309, 272, 309, 288, 309, 304, 309, 320, 309, 336, 309, 352, 309, 368, 309, 384, 309, 400, 309, 416, 309, 432, 309, 448, 309, 464, 309, 480, 309, 120, 351, 136, 351, 152, 351, 168, 351, 184, 351, 200, 351, 216, 351, 232, 351, 248, 351, 264, 351, 280, 351, 296, 351, 312, 351, 328, 351, 344, 351, 360, 351, 376, 351, 392, 351, 408, 351, 424, 351, 440, 351, 456, 351, 472, 351, 144, 393, 160, 393, 176, 393, 192, 393, 208, 393, 224, 393, 240, 393, 256, 393, 272, 393, 288, 393, 304, 393, 320, 393, 336, 393, 352, 393, 368, 393, 384, 393, 400, 393, 416, 393, 432, 393, 448, 393, 464, 393, 168, 434, 184, 434, 200, 434, 216, 434, 232, 434, 248, 434, 264, 434, 280, 434, 296, 434, 312, 434, 328, 434, 344, 434, 360, 434, 376, 434, 392, 434, 408, 434, 424, 434, 240, 476, 256, 476, 272, 476, 288, 476, 304, 476, 320, 476, 336, 476, 352, 476, 368, 476];
  for (let i = 0; i < moreB.length; i += 2) brush.circle(moreB[i], moreB[i + 1], 5, 0.3);
}
