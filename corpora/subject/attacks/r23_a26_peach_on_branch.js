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

function exampleFoliage() {
  brush.fill("#5b8c4a", 190);
  brush.fillBleed(0.2);
  brush.beginShape(0.3);
  brush.vertex(296, 330); brush.vertex(312, 330); brush.vertex(330, 590); brush.vertex(316, 592);
  brush.endShape(true);
  brush.fill("#6f9e55", 200);
  brush.beginShape(0.8);
  brush.vertex(318, 470); brush.vertex(420, 420); brush.vertex(470, 450); brush.vertex(380, 500);
  brush.endShape(true);
  brush.beginShape(0.8);
  brush.vertex(310, 520); brush.vertex(210, 480); brush.vertex(160, 500); brush.vertex(250, 545);
  brush.endShape(true);
}


function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  exampleFoliage();
  poly([[300, 95], [220, 40], [170, 70], [250, 110]], "#6f9e55", 200, 0.2, 0.8);
  poly([[300, 95], [390, 30], [440, 55], [350, 105]], "#5b8c4a", 200, 0.2, 0.8);
  // a pale peach with a cleft
  poly([[300, 120], [380, 95], [470, 150], [505, 280], [460, 400], [300, 450], [140, 400], [95, 280], [130, 150], [220, 95]], "#f9c4a8", 170, 0.25, 0.7);
  poly([[300, 150], [370, 130], [440, 175], [465, 280], [430, 380], [300, 420], [170, 380], [135, 280], [160, 175], [230, 130]], "#f8bd9e", 175, 0.22, 0.7);
  poly([[300, 120], [316, 230], [322, 330], [308, 430], [296, 430], [304, 330], [300, 230]], "#e8907a", 190, 0.2, 0.5);
}
