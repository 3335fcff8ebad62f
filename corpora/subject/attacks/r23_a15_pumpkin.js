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
  // vine and leaves under the pumpkin
  band(300, 460, 300, 588, 10, "#5b8c4a", 205);
  poly([[300, 470], [150, 470], [110, 540], [240, 530]], "#6f9e55", 200, 0.2, 0.8);
  poly([[300, 470], [450, 470], [490, 540], [360, 530]], "#6f9e55", 200, 0.2, 0.8);
  // five ribs
  const X = [[165, 95], [235, 80], [300, 75], [365, 80], [435, 95]];
  for (let i = 0; i < 5; i++) {
    const x = X[i][0], w = X[i][1];
    poly([[x, 130], [x + w * 0.9, 190], [x + w, 300], [x + w * 0.8, 430], [x, 470], [x - w * 0.8, 430], [x - w, 300], [x - w * 0.9, 190]], i % 2 ? "#f08a64" : "#f4a582", 200, 0.22, 0.8);
  }
  for (let i = 0; i < 5; i++) band(X[i][0], 150, X[i][0], 450, 12, "#e07a5f", 210);
  // stalk stub
  poly([[290, 135], [310, 135], [320, 80], [300, 70]], "#8a6a4a", 215, 0.2, 0.3);
  blob(210, 200, 12, 30, 10, "#b4c0dc", 215, 0.2, 0.0);
  blob(360, 190, 8, 18, -10, "#a4b2d8", 215, 0.2, 0.0);
}
