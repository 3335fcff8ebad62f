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
  // a twig under the fruit and a leaf either side
  band(300, 470, 300, 585, 9, "#5b8c4a", 205);
  poly([[300, 470], [170, 430], [120, 470], [230, 500]], "#6f9e55", 200, 0.2, 0.8);
  poly([[300, 470], [430, 430], [480, 470], [370, 500]], "#5b8c4a", 200, 0.2, 0.8);
  // the peach: round fruit, a deep cleft at the top
  poly([[300, 140], [380, 90], [470, 150], [510, 280], [460, 420], [300, 480], [140, 420], [90, 280], [130, 150], [220, 90]], "#f4a582", 195, 0.25, 0.7);
  poly([[300, 170], [370, 125], [440, 175], [470, 280], [430, 390], [300, 440], [170, 390], [130, 280], [160, 175], [230, 125]], "#f08a64", 210, 0.22, 0.7);
  poly([[300, 260], [345, 280], [340, 340], [300, 360], [260, 340], [255, 280]], "#c8506a", 220, 0.2, 0.7);
  // the cleft
  poly([[300, 140], [318, 230], [326, 330], [310, 440], [296, 440], [306, 330], [300, 230]], "#b04060", 220, 0.2, 0.5);
  // cool bloom on the skin
  blob(200, 220, 26, 48, 30, "#b4c0dc", 215, 0.2, 0.0);
  blob(400, 210, 12, 26, -20, "#b8d0d4", 215, 0.2, 0.0);
  blob(230, 170, 9, 12, 30, "#a4b2d8", 220, 0.2, 0.0);
}
