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
  // back half of the ring
  oval(300, 300, 270, 70, -15, "#f2c6a0", 180);
  oval(300, 300, 215, 48, -15, "#f7f1e3", 230);
  // planet with bands
  oval(300, 300, 160, 158, 0, "#f4a582", 200);
  oval(300, 250, 150, 30, -15, "#e8894f", 190);
  oval(300, 320, 155, 25, -15, "#d9734f", 195);
  oval(300, 370, 130, 20, -15, "#c8504a", 200);
  oval(300, 290, 60, 35, -15, "#f7c9a8", 180);
  // front half of the ring
  poly([[40, 345], [110, 380], [300, 380], [490, 300], [560, 230], [520, 245], [300, 345], [100, 360]], "#e8a07a", 200, 0.7);
  // little moon
  oval(500, 120, 22, 22, 0, "#c8504a", 210);
}
