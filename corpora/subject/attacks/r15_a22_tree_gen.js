// an autumn tree
async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// an ellipse-ish wash: centre, radii, turn, colour, opacity
function oval(cx, cy, rx, ry, rot, col, op, bleed) {
  brush.fill(col, op);
  brush.fillBleed(bleed === undefined ? 0.25 : bleed);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9);
  for (let k = 0; k < 12; k++) {
    const t = k * 30;
    const x = rx * cos(t), y = ry * sin(t);
    brush.vertex(cx + x * cos(rot) - y * sin(rot), cy + x * sin(rot) + y * cos(rot));
  }
  brush.endShape(true);
}

// a closed wash through the given points
function poly(pts, col, op, curve) {
  brush.fill(col, op);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(curve === undefined ? 0.6 : curve);
  for (const p of pts) brush.vertex(p[0], p[1]);
  brush.endShape(true);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // the trunk, flaring into roots, and the branches that carry the crown
  poly([[282, 290], [318, 290], [326, 500], [352, 545], [248, 545], [274, 500]], "#7a5a3a", 215, 0.3);
  poly([[305, 394], [295, 386], [408, 248], [412, 252]], "#7a5a3a", 210, 0.2);
  poly([[301, 406], [291, 414], [183, 267], [187, 263]], "#7a5a3a", 210, 0.2);
  poly([[310, 331], [298, 329], [347, 149], [353, 151]], "#7a5a3a", 210, 0.2);
  poly([[304, 338], [292, 342], [232, 161], [238, 159]], "#7a5a3a", 210, 0.2);
  poly([[306, 290], [294, 290], [297, 190], [303, 190]], "#7a5a3a", 210, 0.2);
  // the pale outer foliage
  oval(405, 350, 57, 40, 89, "#f7c8a8", 175);
  oval(166, 287, 58, 38, 5, "#f7c8a8", 175);
  oval(361, 163, 57, 36, 80, "#f7c8a8", 175);
  oval(283, 171, 61, 50, 6, "#f7c8a8", 175);
  oval(429, 268, 61, 42, 39, "#f7c8a8", 175);
  oval(247, 274, 46, 43, 89, "#f7c8a8", 175);
  oval(310, 330, 46, 44, 52, "#f7c8a8", 175);
  oval(456, 268, 53, 46, 33, "#f7c8a8", 175);
  oval(459, 244, 44, 42, 130, "#f7c8a8", 175);
  oval(260, 114, 50, 49, 121, "#f7c8a8", 175);
  oval(256, 358, 60, 50, 91, "#f7c8a8", 175);
  oval(248, 222, 47, 49, 75, "#f7c8a8", 175);
  oval(361, 349, 56, 47, 67, "#f7c8a8", 175);
  oval(182, 290, 58, 45, 71, "#f7c8a8", 175);
  oval(240, 253, 43, 47, 177, "#f7c8a8", 175);
  oval(205, 196, 45, 44, 177, "#f7c8a8", 175);
  oval(317, 140, 59, 40, 92, "#f7c8a8", 175);
  oval(428, 217, 51, 41, 99, "#f7c8a8", 175);
  oval(353, 238, 58, 49, 160, "#f7c8a8", 175);
  oval(291, 119, 52, 45, 77, "#f7c8a8", 175);
  oval(450, 297, 53, 40, 91, "#f7c8a8", 175);
  oval(190, 259, 49, 45, 112, "#f7c8a8", 175);
  oval(207, 183, 42, 40, 32, "#f7c8a8", 175);
  oval(163, 182, 58, 49, 147, "#f7c8a8", 175);
  oval(295, 384, 56, 38, 3, "#f7c8a8", 175);
  oval(450, 262, 47, 38, 112, "#f7c8a8", 175);
  // the warmer middle of the crown
  oval(273, 284, 41, 41, 30, "#f4a582", 185);
  oval(285, 336, 47, 38, 85, "#f4a582", 185);
  oval(379, 260, 46, 36, 20, "#f4a582", 185);
  oval(372, 205, 42, 42, 147, "#f4a582", 185);
  oval(340, 254, 41, 44, 29, "#f4a582", 185);
  oval(272, 168, 49, 37, 176, "#f4a582", 185);
  oval(326, 177, 43, 43, 71, "#f4a582", 185);
  oval(234, 221, 51, 34, 54, "#f4a582", 185);
  oval(410, 231, 44, 46, 56, "#f4a582", 185);
  oval(397, 217, 46, 37, 2, "#f4a582", 185);
  oval(332, 224, 54, 47, 103, "#f4a582", 185);
  oval(353, 334, 57, 44, 92, "#f4a582", 185);
  oval(245, 295, 42, 43, 78, "#f4a582", 185);
  oval(318, 292, 51, 38, 90, "#f4a582", 185);
  oval(249, 335, 56, 34, 36, "#f4a582", 185);
  oval(244, 339, 53, 38, 38, "#f4a582", 185);
  // shadowed leaves deep in the crown
  oval(271, 202, 45, 31, 159, "#e0704f", 200);
  oval(281, 211, 45, 29, 131, "#e0704f", 200);
  oval(329, 265, 44, 29, 137, "#e0704f", 200);
  oval(249, 218, 36, 30, 52, "#e0704f", 200);
  oval(337, 216, 45, 37, 24, "#e0704f", 200);
  oval(272, 242, 31, 27, 156, "#e0704f", 200);
  oval(315, 198, 36, 34, 141, "#e0704f", 200);
  oval(262, 281, 34, 28, 48, "#e0704f", 200);
  // the darkest shade in the heart of the crown
  oval(300, 250, 42, 36, 0, "#b8304a", 215);

}
