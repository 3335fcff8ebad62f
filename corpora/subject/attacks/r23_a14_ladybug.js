async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function blob(cx, cy, rx, ry, rot, col, op, bleed, wob) {
  brush.fill(col, op);
  brush.fillBleed(bleed);
  brush.fillTexture(0.45, 0.35);
  brush.beginShape(0.7);
  for (let i = 0; i < 14; i++) {
    const a = i * 360 / 14;
    const k = 1 + wob * sin(i * 137 + cx);
    const x = cos(a) * rx * k, y = sin(a) * ry * k;
    brush.vertex(cx + x * cos(rot) - y * sin(rot), cy + x * sin(rot) + y * cos(rot));
  }
  brush.endShape(true);
}

function poly(pts, col, op, bleed, curve) {
  brush.fill(col, op);
  brush.fillBleed(bleed);
  brush.fillTexture(0.45, 0.35);
  brush.beginShape(curve);
  for (const p of pts) brush.vertex(p[0], p[1]);
  brush.endShape(true);
}

function band(x1, y1, x2, y2, w, col, op) {
  const dx = x2 - x1, dy = y2 - y1, L = sqrt(dx * dx + dy * dy);
  const nx = -dy / L * w / 2, ny = dx / L * w / 2;
  poly([[x1 + nx, y1 + ny], [x2 + nx, y2 + ny], [x2 - nx, y2 - ny], [x1 - nx, y1 - ny]], col, op, 0.2, 0.2);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // the leaf it walks on, and its stalk
  band(300, 440, 300, 588, 10, "#5b8c4a", 205);
  poly([[300, 440], [200, 470], [170, 540], [300, 520], [430, 540], [400, 470]], "#6f9e55", 195, 0.2, 0.8);
  // head and legs in charcoal
  blob(300, 110, 70, 55, 0, "#3a3636", 225, 0.15, 0.02);
  for (let i = 0; i < 3; i++) {
    band(190, 230 + i * 90, 120, 200 + i * 110, 9, "#3a3636", 225);
    band(410, 230 + i * 90, 480, 200 + i * 110, 9, "#3a3636", 225);
  }
  // the shell
  blob(300, 300, 190, 200, 0, "#f4a582", 200, 0.22, 0.01);
  blob(300, 310, 150, 160, 0, "#f08a64", 212, 0.2, 0.01);
  band(300, 110, 300, 500, 10, "#3a3636", 225);
  const S = [[225, 220], [375, 220], [205, 340], [395, 340], [245, 430], [355, 430]];
  for (const s of S) blob(s[0], s[1], 32, 30, 0, "#3a3636", 228, 0.15, 0.03);
  // shine on the shell
  blob(220, 170, 14, 30, 30, "#b4c0dc", 220, 0.2, 0.0);
  blob(385, 165, 8, 16, -30, "#a4b2d8", 220, 0.2, 0.0);
}
