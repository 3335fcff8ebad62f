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
  // ribbon hanging from the knot, with a bow
  poly([[296, 410], [306, 410], [322, 590], [312, 592]], "#5b8c4a", 200, 0.3);
  poly([[305, 470], [400, 425], [430, 455], [330, 490]], "#6f9e55", 205, 0.9);
  poly([[305, 470], [210, 430], [175, 455], [280, 492]], "#6f9e55", 205, 0.9);
  oval(305, 470, 14, 12, 0, "#4a7a3a", 220);
  // the balloon: a tall oval, shaded
  oval(300, 230, 150, 180, 0, "#f4a582", 190);
  oval(312, 245, 130, 160, 0, "#ee8866", 200);
  oval(330, 270, 90, 115, 0, "#d9604a", 205);
  oval(340, 300, 45, 60, 0, "#b8404a", 215);
  // shine
  oval(230, 140, 30, 55, 25, "#fbe9dc", 215);
  oval(250, 200, 10, 14, 25, "#fbe9dc", 210);
  // knot
  poly([[285, 418], [315, 418], [300, 400]], "#c8504a", 225, 0.2);
}
