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
  // branch with leaves under the bird
  band(80, 470, 520, 440, 14, "#5b8c4a", 200);
  poly([[200, 465], [150, 520], [205, 540], [240, 490]], "#6f9e55", 200, 0.2, 0.8);
  poly([[420, 448], [470, 510], [410, 520], [390, 470]], "#6f9e55", 200, 0.2, 0.8);
  // tail
  poly([[180, 330], [70, 420], [100, 440], [210, 380]], "#e07a5f", 205, 0.2, 0.3);
  // round body and head
  blob(290, 330, 175, 140, -10, "#f4a582", 190, 0.25, 0.02);
  blob(300, 360, 120, 90, -10, "#fbd9c0", 200, 0.2, 0.02);
  blob(420, 190, 95, 90, 0, "#ee8866", 200, 0.22, 0.02);
  // wing
  poly([[200, 280], [330, 300], [360, 360], [240, 380]], "#e07a5f", 210, 0.2, 0.8);
  // beak and eye
  poly([[505, 180], [565, 200], [505, 215]], "#e8a33c", 225, 0.2, 0.1);
  brush.fill("#3a2a2a", 230);
  brush.circle(450, 170, 11, 0.2);
  // legs
  band(280, 460, 285, 440, 6, "#8a6a4a", 220);
  band(330, 455, 335, 435, 6, "#8a6a4a", 220);
}
