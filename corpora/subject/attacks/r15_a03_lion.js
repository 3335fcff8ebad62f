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
  // grass tuft under the chin
  poly([[220, 560], [300, 520], [380, 560], [300, 590]], "#6f9e55", 190, 0.7);
  // mane: shaggy tufts all round
  for (let i = 0; i < 16; i++) {
    const a = i * 22.5;
    oval(300 + cos(a) * 165, 295 + sin(a) * 165, 70, 45, a, i % 2 ? "#d9773f" : "#e8894f", 200);
  }
  oval(300, 295, 190, 185, 0, "#e8894f", 170);
  // ears
  oval(205, 180, 35, 32, 0, "#f2b38f", 210);
  oval(395, 180, 35, 32, 0, "#f2b38f", 210);
  oval(205, 180, 18, 16, 0, "#c8504a", 210);
  oval(395, 180, 18, 16, 0, "#c8504a", 210);
  // face
  oval(300, 300, 125, 130, 0, "#f7c98f", 210);
  oval(300, 350, 70, 55, 0, "#fbe4c0", 200);
  // eyes
  oval(250, 265, 22, 14, 0, "#fff6e0", 220);
  oval(350, 265, 22, 14, 0, "#fff6e0", 220);
  brush.fill("#3a2418", 240); brush.circle(250, 265, 9, 0.2);
  brush.fill("#3a2418", 240); brush.circle(350, 265, 9, 0.2);
  // nose and mouth
  poly([[275, 310], [325, 310], [300, 345]], "#8e2f3c", 230, 0.4);
  poly([[298, 345], [302, 345], [300, 370], [270, 385], [272, 380]], "#5a2a20", 220, 0.3);
  poly([[298, 345], [302, 345], [330, 380], [328, 385], [300, 370]], "#5a2a20", 220, 0.3);
  // whisker dots
  for (const s of [-1, 1]) for (let k = 0; k < 3; k++) { brush.fill("#7a4a30", 220); brush.circle(300 + s * (40 + k * 12), 355 + (k % 2) * 8, 3, 0.1); }
}
