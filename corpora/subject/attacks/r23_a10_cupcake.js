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
  // green striped wrapper
  poly([[150, 330], [450, 330], [410, 560], [190, 560]], "#6f9e55", 200, 0.2, 0.1);
  for (let k = 0; k < 6; k++) band(175 + k * 50, 340, 205 + k * 38, 550, 8, "#4f7c3e", 210);
  // swirl of peach frosting in three tiers
  blob(300, 300, 200, 80, 0, "#f4a582", 190, 0.25, 0.03);
  blob(300, 230, 160, 70, 0, "#ee8866", 200, 0.22, 0.03);
  blob(300, 165, 110, 60, 0, "#f4a582", 205, 0.2, 0.03);
  blob(300, 110, 55, 40, 0, "#ee8866", 210, 0.2, 0.03);
  // cherry
  blob(300, 60, 30, 30, 0, "#c8504a", 225, 0.15, 0.0);
}
