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
  randomSeed(2);
  brush.fill('#f3e4c4', 235); brush.fillBleed(0.12); brush.fillTexture(0.25, 0.2); blob(300, 290, a => (a => (200 * (1 + 0.15 * Math.cos(2 * a - 1.2) + 0.03 * Math.cos(3 * a + 2.1)) + 55 * (1 + 0.5 * Math.cos(a - 2.0)) * (Math.pow(Math.abs(Math.cos(2.5 * a + 0.3)), 0.5) - 0.6)))(a) - 0, 100, 0.85);
  brush.fill('#f3e4c4', 215); brush.fillBleed(0.12); brush.fillTexture(0.25, 0.2); blob(300, 290, a => (a => (200 * (1 + 0.15 * Math.cos(2 * a - 1.2) + 0.03 * Math.cos(3 * a + 2.1)) + 55 * (1 + 0.5 * Math.cos(a - 2.0)) * (Math.pow(Math.abs(Math.cos(2.5 * a + 0.3)), 0.5) - 0.6)))(a) - 6, 100, 0.85);
  brush.fill('#f3e4c4', 195); brush.fillBleed(0.12); brush.fillTexture(0.25, 0.2); blob(300, 290, a => (a => (200 * (1 + 0.15 * Math.cos(2 * a - 1.2) + 0.03 * Math.cos(3 * a + 2.1)) + 55 * (1 + 0.5 * Math.cos(a - 2.0)) * (Math.pow(Math.abs(Math.cos(2.5 * a + 0.3)), 0.5) - 0.6)))(a) - 12, 100, 0.85);

  wash('#fbe8d8', 150, 0.2); blob(300 + 18, 290 + -12, a => 0.6 * (a => (200 * (1 + 0.15 * Math.cos(2 * a - 1.2) + 0.03 * Math.cos(3 * a + 2.1)) + 55 * (1 + 0.5 * Math.cos(a - 2.0)) * (Math.pow(Math.abs(Math.cos(2.5 * a + 0.3)), 0.5) - 0.6)))(a), 60, 0.8);
  wash('#f0a020', 235, 0.1); brush.circle(318, 278, 78, 0.2);
  wash('#e07a10', 225, 0.1); brush.circle(323, 284, 58, 0.2);
  wash('#fff8e8', 245, 0.05); ell(295, 255, 21, 11, -0.6);
  wash('#4f8a3a', 230, 0.05);
  for (let k = 0; k < 26; k++) { const x = 180 + random(240), y = 380 + random(100);
    const b = random(TWO_PI); bar(x, y, x + Math.cos(b) * 16, y + Math.sin(b) * 16, 3, 3); }
  wash('#4a3a30', 200, 0.0);
  for (let k = 0; k < 20; k++) { brush.circle(160 + random(280), 160 + random(200), 2, 0.1); }

}
