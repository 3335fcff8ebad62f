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
  // little tree on a green hill below
  poly([[150, 570], [300, 520], [450, 570]], "#6f9e55", 195, 0.2, 0.7);
  band(300, 540, 300, 470, 12, "#5b8c4a", 210);
  blob(300, 450, 35, 30, 0, "#5b8c4a", 205, 0.2, 0.05);
  // a sunset cumulus: overlapping puffs, flat base
  const P = [[170, 330, 90], [260, 250, 110], [370, 230, 120], [450, 310, 95], [310, 330, 115]];
  for (const p of P) blob(p[0], p[1], p[2], p[2] * 0.9, 0, "#f4a582", 185, 0.25, 0.03);
  for (const p of P) blob(p[0] + 10, p[1] + 20, p[2] * 0.7, p[2] * 0.6, 0, "#ee8866", 200, 0.2, 0.03);
  poly([[100, 370], [520, 370], [480, 400], [140, 400]], "#e07a5f", 205, 0.2, 0.3);
}
