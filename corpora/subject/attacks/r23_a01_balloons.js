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
  // strings: thin green ribbons from each balloon knot down to one bow
  const B = [[300, 130], [430, 215], [385, 360], [215, 360], [170, 215]];
  for (const b of B) band(b[0], b[1] + 95, 300, 500, 5, "#5b8c4a", 200);
  band(300, 500, 300, 585, 7, "#5b8c4a", 200);
  poly([[300, 500], [250, 475], [245, 520]], "#6f9e55", 200, 0.2, 0.5);
  poly([[300, 500], [350, 475], [355, 520]], "#6f9e55", 200, 0.2, 0.5);
  // five balloons: tall ovals, a knot each, a pale shine
  const C = ["#f4a582", "#ee8866", "#f4a582", "#ee8866", "#f0997a"];
  for (let i = 0; i < 5; i++) {
    const b = B[i];
    blob(b[0], b[1], 78, 95, 0, C[i], 190, 0.22, 0.02);
    blob(b[0] + 8, b[1] + 10, 58, 72, 0, "#e07a5f", 205, 0.2, 0.02);
    poly([[b[0], b[1] + 92], [b[0] - 12, b[1] + 108], [b[0] + 12, b[1] + 108]], "#c8504a", 220, 0.2, 0.1);
    blob(b[0] - 30, b[1] - 38, 12, 22, 30, "#fbe9dc", 220, 0.2, 0.0);
  }
}
