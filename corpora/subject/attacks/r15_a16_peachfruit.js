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
  // twig and two leaves on top
  poly([[250, 95], [262, 88], [330, 125], [322, 133]], "#6b5a2e", 220, 0.2);
  poly([[300, 110], [390, 40], [460, 55], [380, 120]], "#6f9e55", 200, 0.8);
  poly([[280, 100], [190, 40], [130, 60], [220, 115]], "#5b8c4a", 200, 0.8);
  // the fruit, blushed on one side
  oval(300, 320, 200, 190, 0, "#f7b36f", 195);
  oval(330, 330, 160, 160, 0, "#f4a582", 195);
  oval(360, 310, 100, 120, 0, "#e0604a", 205);
  oval(230, 360, 70, 60, 0, "#f7c98a", 185);
  // the crease down the fruit
  poly([[296, 140], [306, 140], [330, 320], [312, 500], [300, 500], [316, 320]], "#c8504a", 205, 0.8);
  // a dimple where the stalk joins
  oval(300, 140, 22, 10, 0, "#a8403a", 215);
}
