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
  // a sea plant under the octopus: a stalk and two broad blades
  brush.fill("#5b8c4a", 190);
  brush.fillBleed(0.2);
  brush.beginShape(0.3);
  brush.vertex(298, 420); brush.vertex(312, 420); brush.vertex(330, 590); brush.vertex(316, 592);
  brush.endShape(true);
  brush.fill("#6f9e55", 200);
  brush.beginShape(0.8);
  brush.vertex(318, 470); brush.vertex(420, 420); brush.vertex(470, 450); brush.vertex(380, 500);
  brush.endShape(true);
  brush.beginShape(0.8);
  brush.vertex(310, 520); brush.vertex(210, 480); brush.vertex(160, 500); brush.vertex(250, 545);
  brush.endShape(true);
  // eight wavy arms spreading from under the head
  for (let i = 0; i < 8; i++) {
    const a = 5 + i * 24;
    const x0 = 300 + cos(a) * 70, y0 = 300 + sin(a) * 40;
    const xm = 300 + cos(a) * 150 + 20 * sin(i * 70), ym = 320 + sin(a) * 70;
    const x1 = 300 + cos(a) * 215, y1 = 300 + sin(a) * 95;
    poly([[x0 - 16, y0], [xm - 12, ym], [x1, y1 - 8], [x1 + 14, y1 + 8], [xm + 12, ym + 10], [x0 + 16, y0 + 6]], "#f7b394", 185, 0.2, 0.8);
    brush.fill("#e8907a", 200);
    brush.circle(xm, ym + 6, 5, 0.3);
  }
  // the head
  blob(300, 200, 150, 140, 0, "#f9c4a8", 180, 0.25, 0.02);
  blob(300, 220, 110, 100, 0, "#f7b394", 185, 0.2, 0.02);
  // big eyes and a smile
  blob(252, 250, 28, 32, 0, "#fdfaf4", 240, 0.1, 0.0);
  blob(348, 250, 28, 32, 0, "#fdfaf4", 240, 0.1, 0.0);
  brush.fill("#3a3030", 235);
  brush.circle(256, 256, 13, 0.1);
  brush.circle(344, 256, 13, 0.1);
  poly([[275, 295], [300, 310], [325, 295], [300, 318]], "#c8506a", 215, 0.15, 0.4);
}
