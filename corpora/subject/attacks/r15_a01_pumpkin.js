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
  // ground shadow and a vine with two leaves lying on the ground below the pumpkin
  oval(300, 500, 220, 30, 0, "#d9b99a", 170);
  poly([[150, 520], [240, 505], [290, 540], [200, 560]], "#6f9e55", 190, 0.8);
  poly([[360, 530], [450, 505], [500, 535], [420, 565]], "#5b8c4a", 190, 0.8);
  // five ribs of the pumpkin, outer ones first
  const ribs = [[-150, 85], [150, 85], [-85, 95], [85, 95], [0, 100]];
  for (const r of ribs) oval(300 + r[0], 320, r[1], 175, 0, "#e8894f", 200);
  for (const r of ribs) oval(300 + r[0] * 0.95, 325, r[1] * 0.7, 150, 0, "#d96f3a", 210);
  for (const r of ribs) oval(300 + r[0] * 1.05 + 20, 300, r[1] * 0.25, 110, 0, "#f3b27a", 190);
  // groove shading between ribs
  for (const gx of [-118, -42, 42, 118]) oval(300 + gx, 325, 9, 150, 0, "#a8482a", 190);
  // stalk
  poly([[285, 160], [315, 160], [325, 100], [305, 80], [290, 100]], "#6b5a2e", 220, 0.3);
  poly([[310, 95], [360, 70], [400, 90], [355, 110]], "#5b8c4a", 190, 0.8);
}
