async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  noLoop();
}
function wash(col, op, bleed) {
  brush.fill(col, op);
  brush.fillBleed(bleed === undefined ? 0.2 : bleed);
  brush.fillTexture(0.5, 0.4);
}
// closed shape through points
function poly(pts, curv) {
  brush.beginShape(curv === undefined ? 0.6 : curv);
  for (const p of pts) brush.vertex(p[0], p[1]);
  brush.endShape(true);
}
// a blob whose radius is f(angle)
function blob(cx, cy, f, n, curv) {
  const pts = [];
  n = n || 48;
  for (let i = 0; i < n; i++) {
    const a = i * TWO_PI / n;
    const r = f(a);
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  poly(pts, curv);
}
function ell(cx, cy, rx, ry, rot, n) {
  n = n || 24;
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = i * TWO_PI / n;
    const x = Math.cos(a) * rx, y = Math.sin(a) * ry;
    pts.push([cx + x * Math.cos(rot) - y * Math.sin(rot), cy + x * Math.sin(rot) + y * Math.cos(rot)]);
  }
  poly(pts, 0.5);
}
// a thick line as a thin quad
function bar(x1, y1, x2, y2, w1, w2) {
  w2 = w2 === undefined ? w1 : w2;
  const a = Math.atan2(y2 - y1, x2 - x1) + HALF_PI;
  poly([[x1 + Math.cos(a) * w1, y1 + Math.sin(a) * w1], [x2 + Math.cos(a) * w2, y2 + Math.sin(a) * w2],
        [x2 - Math.cos(a) * w2, y2 - Math.sin(a) * w2], [x1 - Math.cos(a) * w1, y1 - Math.sin(a) * w1]], 0.2);
}

function draw() {
  translate(-width / 2, -height / 2);
  background('#f7f1e3');
  brush.noStroke();
  randomSeed(7);

  wash('#f6d6bc', 215, 0.25); blob(300, 290, a => (205 * (1 + 0.1 * Math.cos(2 * a - 0.5) + 0.04 * Math.cos(3 * a + 2.1)) + 36 * (1 + 0.45 * Math.cos(a - 1.0)) * Math.cos(5 * a + 0.6)), 90, 0.85);
  wash('#fbe8d8', 150, 0.2); blob(300 + 12, 290 + -8, a => 0.62 * (a => (205 * (1 + 0.1 * Math.cos(2 * a - 0.5) + 0.04 * Math.cos(3 * a + 2.1)) + 36 * (1 + 0.45 * Math.cos(a - 1.0)) * Math.cos(5 * a + 0.6)))(a), 60, 0.8);
  wash('#f0a020', 235, 0.1); brush.circle(312, 282, 80, 0.2);
  wash('#e07a10', 225, 0.1); brush.circle(317, 288, 60, 0.2);
  wash('#fff8e8', 245, 0.05); ell(288, 258, 21, 12, -0.6);
  wash('#4f8a3a', 230, 0.05);
  for (let k = 0; k < 26; k++) { const x = 170 + random(260), y = 370 + random(110);
    const b = random(TWO_PI); bar(x, y, x + Math.cos(b) * 16, y + Math.sin(b) * 16, 3, 3); }

}
