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

function heartPts(cx, cy, s) {
  const H = [];
  for (let t = 0; t < 360; t += 15) {
    const x = 16 * pow(sin(t), 3);
    const y = -(13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t));
    H.push([cx + x * s, cy + y * s]);
  }
  return H;
}
function scaled(P, cx, cy, k, dy) { return P.map(p => [cx + (p[0] - cx) * k, cy + dy + (p[1] - cy) * k]); }


function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // a green string from the heart balloon's knot, with one leafy tag above and one below
  band(300, 450, 300, 590, 8, "#5b8c4a", 205);
  poly([[300, 540], [240, 515], [250, 560]], "#6f9e55", 200, 0.2, 0.5);
  poly([[380, 80], [460, 40], [480, 90], [410, 110]], "#6f9e55", 200, 0.2, 0.8);
  const H = heartPts(300, 260, 13.5);
  poly(H, "#f4a582", 200, 0.25, 0.6);
  poly(scaled(H, 300, 260, 0.78, 18), "#f08a64", 215, 0.2, 0.6);
  poly(scaled(H, 300, 260, 0.40, 28), "#d0506a", 225, 0.2, 0.6);
  poly(scaled(H, 300, 260, 0.18, 34), "#b83a6e", 230, 0.2, 0.6);
  // knot
  poly([[300, 440], [285, 462], [315, 462]], "#8a3a3a", 230, 0.1, 0.1);
  // shine and reflections in cool grey-blue
  blob(210, 185, 24, 44, 35, "#b4c0dc", 220, 0.2, 0.0);
  blob(242, 142, 10, 14, 35, "#a4b2d8", 225, 0.2, 0.0);
  blob(395, 320, 12, 32, -30, "#b8d0d4", 215, 0.2, 0.0);
  blob(360, 170, 8, 18, -20, "#c4cce0", 215, 0.2, 0.0);
}
