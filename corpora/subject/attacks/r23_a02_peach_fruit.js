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
  // two leaves the fruit rests on
  poly([[300, 470], [140, 500], [90, 560], [230, 545]], "#6f9e55", 200, 0.2, 0.8);
  poly([[300, 470], [460, 500], [510, 560], [370, 545]], "#5b8c4a", 200, 0.2, 0.8);
  band(300, 470, 300, 580, 10, "#5b8c4a", 200);
  // the peach: a round fruit with a crease
  blob(300, 300, 215, 200, 0, "#f4a582", 185, 0.25, 0.02);
  blob(280, 310, 170, 165, 0, "#ee8866", 205, 0.22, 0.02);
  blob(250, 330, 90, 100, 0, "#e07a5f", 215, 0.2, 0.03);
  poly([[300, 105], [318, 200], [330, 300], [318, 420], [300, 495], [308, 420], [318, 300], [306, 200]], "#c8504a", 215, 0.2, 0.6);
  blob(370, 200, 40, 55, 30, "#fbe3cf", 210, 0.2, 0.02);
  // stalk stub
  band(300, 110, 290, 80, 10, "#8a6a4a", 200);
}
