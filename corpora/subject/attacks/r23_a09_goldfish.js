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
  poly([[220, 590], [200, 520], [230, 450], [240, 520], [232, 590]], "#5b8c4a", 200, 0.2, 0.8);
  poly([[380, 590], [400, 500], [370, 440], [365, 520], [368, 590]], "#6f9e55", 200, 0.2, 0.8);
  // fan tail
  poly([[160, 300], [60, 180], [40, 300], [60, 420]], "#ee8866", 195, 0.22, 0.8);
  // body
  blob(310, 300, 190, 130, 0, "#f4a582", 190, 0.25, 0.01);
  blob(330, 300, 130, 90, 0, "#ee8866", 205, 0.2, 0.01);
  // fins
  poly([[280, 180], [340, 100], [380, 190]], "#e07a5f", 205, 0.2, 0.6);
  poly([[290, 420], [330, 480], [360, 415]], "#e07a5f", 205, 0.2, 0.6);
  // eye and gill
  blob(440, 270, 22, 22, 0, "#fbf3ea", 230, 0.15, 0.0);
  brush.fill("#2a2222", 230);
  brush.circle(444, 272, 10, 0.1);
  poly([[390, 230], [400, 300], [390, 370], [380, 300]], "#c8504a", 215, 0.2, 0.6);
}
