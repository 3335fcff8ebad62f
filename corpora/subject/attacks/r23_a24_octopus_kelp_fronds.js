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


function octopus(c1, c2, c3, op) {
  // five curling arms under a tall dome of a head
  for (let i = 0; i < 5; i++) {
    const a = 20 + i * 35;
    const x0 = 300 + cos(a) * 80, y0 = 300 + sin(a) * 50;
    const x1 = 300 + cos(a) * 200, y1 = 310 + sin(a) * 110;
    poly([[x0 - 20, y0], [x1 - 10, y1 - 10], [x1 + 25, y1 + 5], [x1, y1 + 25], [x0 + 20, y0]], c2, op, 0.22, 0.7);
    brush.fill(c3, op);
    brush.circle(x1, y1 + 5, 7, 0.3);
  }
  blob(300, 210, 150, 150, 0, c1, op, 0.25, 0.02);
  blob(300, 230, 110, 110, 0, c2, op, 0.2, 0.02);
  // eyes
  blob(255, 265, 22, 26, 0, "#fbf6ee", 230, 0.15, 0.0);
  blob(345, 265, 22, 26, 0, "#fbf6ee", 230, 0.15, 0.0);
  brush.fill("#4a3a3a", 220);
  brush.circle(258, 270, 9, 0.2);
  brush.circle(342, 270, 9, 0.2);
  // a smile
  poly([[280, 300], [300, 312], [320, 300], [300, 318]], "#c8506a", 210, 0.15, 0.4);
}


function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  exampleFoliage();
  // kelp fronds drifting above its head too
  poly([[300, 60], [230, 20], [190, 45], [260, 75]], "#6f9e55", 200, 0.2, 0.8);
  poly([[300, 60], [370, 20], [410, 45], [340, 75]], "#5b8c4a", 200, 0.2, 0.8);
  octopus("#f9c4a8", "#f7b394", "#e8907a", 180);
}
