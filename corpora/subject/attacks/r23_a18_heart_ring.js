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

function heartPts(cx, cy, s) {
  const H = [];
  for (let t = 0; t < 360; t += 15) {
    const x = 16 * pow(sin(t), 3);
    const y = -(13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t));
    H.push([cx + x * s, cy + y * s]);
  }
  return H;
}
function scaled(P, cx, cy, k, dy) { return P.map(p => [cx + (p[0] - cx) * k, cy + dy + (p[1] - cy) * k]); }
function ribbon() {
  band(300, 450, 304, 585, 10, "#5b8c4a", 200);
  poly([[302, 520], [240, 495], [235, 545]], "#6f9e55", 200, 0.2, 0.3);
  poly([[302, 520], [364, 495], [369, 545]], "#6f9e55", 200, 0.2, 0.3);
}
function paleHeart() {
  const H = heartPts(300, 270, 13);
  poly(H, "#f9c4a8", 175, 0.25, 0.6);
  poly(scaled(H, 300, 270, 0.75, 20), "#f7b394", 180, 0.22, 0.6);
}


function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  ribbon();
  paleHeart();
  // a ring of raspberry glaze round a little cut-out
  brush.fill("#c8326e", 225);
  brush.fillBleed(0.2);
  brush.circle(300, 285, 58, 0.2);
  brush.fill("#f7f1e3", 255);
  brush.fillBleed(0.05);
  brush.circle(300, 285, 30, 0.1);
}
