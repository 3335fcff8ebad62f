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
// tea leaves drifting in the cup: x, y, size
const LEAVES = [
  [262, 281, 2], [318, 296, 3], [287, 322, 2], [305, 270, 2], [331, 313, 3], [276, 301, 2], [296, 289, 3], [314, 331, 2],
  [271, 262, 2], [342, 288, 3], [289, 341, 2], [255, 309, 2], [323, 274, 3], [301, 318, 2], [283, 277, 2], [337, 327, 3],
  [266, 325, 2], [310, 258, 2], [292, 305, 3], [348, 305, 2], [279, 338, 2], [319, 283, 3], [258, 290, 2], [303, 342, 2],
  [287, 263, 3], [329, 297, 2], [272, 314, 2], [311, 309, 3], [296, 331, 2], [340, 270, 2], [264, 270, 3], [326, 336, 2],
  [281, 294, 2], [307, 279, 3], [252, 318, 2], [344, 317, 2], [290, 350, 3], [315, 265, 2], [276, 333, 2], [334, 282, 3],
  [299, 296, 2], [268, 285, 2], [321, 321, 3], [285, 309, 2], [309, 340, 2], [253, 299, 3], [338, 301, 2], [294, 272, 2]
];
function dregs() {
  for (const l of LEAVES) {
    brush.fill("#5a1028", 230);
    brush.fillBleed(0.2);
    brush.circle(l[0], l[1], l[2], 0.3);
  }
}
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // saucer
  oval(300, 300, 235, 225, 0, "#f2b38f", 185);
  oval(300, 300, 200, 192, 0, "#f7c9a8", 160);
  // a mint sprig lying on the saucer, lower right
  poly([[360, 455], [460, 400], [464, 406], [364, 462]], "#5b8c4a", 200, 0.2);
  oval(410, 445, 30, 14, -30, "#6f9e55", 200);
  oval(445, 395, 28, 13, -60, "#6f9e55", 200);
  // cup handle to the right
  oval(470, 300, 55, 30, 0, "#ee9a78", 215);
  oval(478, 300, 28, 13, 0, "#f7e3d0", 210);
  // cup wall and rim
  oval(300, 300, 155, 152, 0, "#f4a582", 200);
  oval(300, 300, 138, 136, 0, "#fbe4d2", 190);
  // the tea: deep crimson hibiscus tea, darker in the middle
  oval(300, 300, 120, 118, 0, "#b8324a", 215);
  oval(300, 300, 85, 84, 0, "#8e1f3c", 225);
  oval(300, 300, 45, 44, 0, "#6a1230", 230);
  dregs();
  // a highlight on the tea and a teaspoon on the saucer, lower left
  oval(265, 262, 32, 10, -35, "#f0b0b8", 200);
  poly([[95, 400], [102, 392], [205, 440], [200, 448]], "#9a8e84", 220, 0.2);
  oval(215, 452, 28, 16, 25, "#9a8e84", 220);
}
