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
  // green bow tie below the chin
  poly([[300, 470], [220, 430], [215, 520]], "#6f9e55", 205, 0.2, 0.2);
  poly([[300, 470], [380, 430], [385, 520]], "#6f9e55", 205, 0.2, 0.2);
  blob(300, 472, 22, 20, 0, "#5b8c4a", 215, 0.2, 0.0);
  // ears
  poly([[130, 230], [150, 60], [270, 150]], "#ee8866", 200, 0.2, 0.2);
  poly([[470, 230], [450, 60], [330, 150]], "#ee8866", 200, 0.2, 0.2);
  // head
  blob(300, 290, 200, 170, 0, "#f4a582", 190, 0.25, 0.01);
  blob(300, 330, 120, 90, 0, "#fbd9c0", 200, 0.2, 0.01);
  // eyes, nose, mouth, whiskers
  blob(225, 250, 28, 34, 0, "#6b8e3a", 220, 0.15, 0.0);
  blob(375, 250, 28, 34, 0, "#6b8e3a", 220, 0.15, 0.0);
  brush.fill("#2a2222", 230);
  brush.circle(225, 252, 10, 0.1);
  brush.circle(375, 252, 10, 0.1);
  poly([[285, 310], [315, 310], [300, 328]], "#c8504a", 225, 0.1, 0.1);
  band(300, 328, 300, 350, 4, "#6a3a3a", 220);
  band(300, 350, 275, 362, 4, "#6a3a3a", 220);
  band(300, 350, 325, 362, 4, "#6a3a3a", 220);
  band(230, 330, 130, 315, 3, "#6a3a3a", 200);
  band(230, 345, 130, 350, 3, "#6a3a3a", 200);
  band(370, 330, 470, 315, 3, "#6a3a3a", 200);
  band(370, 345, 470, 350, 3, "#6a3a3a", 200);
}
