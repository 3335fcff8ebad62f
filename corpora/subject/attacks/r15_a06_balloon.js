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
  // hills far below
  poly([[120, 590], [220, 540], [330, 560], [460, 530], [500, 590]], "#6f9e55", 180, 0.8);
  // envelope: a teardrop made of vertical gores
  const gores = ["#e8894f", "#f4a582", "#d9573f", "#f4a582", "#e8894f"];
  for (let k = 0; k < 5; k++) {
    const x0 = 300 + (k - 2) * 70;
    poly([[300, 60], [x0 - 40, 110], [x0 - 45, 260], [300 + (k - 2.5) * 24, 400], [300 + (k - 1.5) * 24, 400], [x0 + 45, 260], [x0 + 40, 110]], gores[k], 195, 0.8);
  }
  oval(300, 200, 60, 120, 0, "#f7c9a8", 170);
  // skirt, ropes and basket
  poly([[250, 395], [350, 395], [335, 425], [265, 425]], "#c8504a", 215, 0.3);
  poly([[268, 425], [272, 425], [282, 470], [278, 470]], "#6a4a30", 220, 0.1);
  poly([[328, 425], [332, 425], [322, 470], [318, 470]], "#6a4a30", 220, 0.1);
  poly([[270, 470], [330, 470], [325, 515], [275, 515]], "#8a5a30", 225, 0.2);
}
