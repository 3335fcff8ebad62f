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
  // seaweed below
  poly([[250, 590], [235, 520], [255, 460], [270, 520], [262, 590]], "#5b8c4a", 200, 0.2, 0.8);
  poly([[350, 590], [365, 510], [345, 450], [338, 520], [340, 590]], "#6f9e55", 200, 0.2, 0.8);
  // five curling arms
  for (let i = 0; i < 5; i++) {
    const a = 20 + i * 35;
    const x0 = 300 + cos(a) * 80, y0 = 320 + sin(a) * 60;
    const x1 = 300 + cos(a) * 210, y1 = 330 + sin(a) * 150;
    poly([[x0 - 20, y0], [x1 - 10, y1 - 10], [x1 + 25, y1 + 5], [x1, y1 + 25], [x0 + 20, y0]], "#ee8866", 200, 0.22, 0.7);
    brush.fill("#c8504a", 210);
    brush.circle(x1, y1 + 5, 8, 0.3);
  }
  // the head: a tall dome
  blob(300, 220, 150, 160, 0, "#f4a582", 190, 0.25, 0.02);
  blob(300, 240, 110, 120, 0, "#ee8866", 205, 0.2, 0.02);
  // eyes
  blob(255, 270, 24, 28, 0, "#fbf3ea", 230, 0.15, 0.0);
  blob(345, 270, 24, 28, 0, "#fbf3ea", 230, 0.15, 0.0);
  brush.fill("#3a2a2a", 230);
  brush.circle(258, 275, 10, 0.2);
  brush.circle(342, 275, 10, 0.2);
}
