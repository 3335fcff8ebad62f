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
  // green hills
  poly([[60, 560], [200, 500], [330, 530], [470, 495], [545, 560]], "#6f9e55", 195, 0.2, 0.7);
  // envelope: a big round top narrowing to the mouth
  poly([[300, 70], [440, 130], [500, 250], [450, 360], [350, 420], [250, 420], [150, 360], [100, 250], [160, 130]], "#f4a582", 190, 0.25, 0.8);
  // gores
  for (let k = -2; k <= 2; k++) {
    poly([[300 + k * 55, 80], [300 + k * 80 + 15, 250], [300 + k * 38 + 10, 415], [300 + k * 38 - 10, 415], [300 + k * 80 - 15, 250]], k % 2 ? "#ee8866" : "#e07a5f", 200, 0.2, 0.6);
  }
  // ropes and basket
  band(262, 420, 280, 470, 4, "#8a6a4a", 210);
  band(338, 420, 320, 470, 4, "#8a6a4a", 210);
  poly([[270, 470], [330, 470], [325, 510], [275, 510]], "#a0522d", 215, 0.2, 0.1);
}
