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
  // a green ribbon banner under the heart
  band(300, 430, 300, 585, 12, "#5b8c4a", 200);
  poly([[300, 500], [190, 470], [150, 520], [260, 540]], "#6f9e55", 200, 0.2, 0.3);
  poly([[300, 500], [410, 470], [450, 520], [340, 540]], "#6f9e55", 200, 0.2, 0.3);
  // a big valentine heart
  const H = [];
  for (let t = 0; t < 360; t += 20) {
    const x = 16 * pow(sin(t), 3);
    const y = -(13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t));
    H.push([300 + x * 13, 270 + y * 13]);
  }
  poly(H, "#f4a582", 190, 0.25, 0.6);
  poly(H.map(p => [300 + (p[0] - 300) * 0.75, 290 + (p[1] - 270) * 0.75]), "#ee8866", 205, 0.2, 0.6);
  poly(H.map(p => [300 + (p[0] - 300) * 0.35, 300 + (p[1] - 270) * 0.35]), "#c8504a", 215, 0.2, 0.6);
  blob(220, 200, 25, 40, 30, "#fbe3cf", 210, 0.2, 0.0);
}
