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

  // two asparagus spears on the plate below
  wash('#6f9e55', 200); bar(250, 420, 200, 590, 9, 7); bar(340, 420, 380, 590, 9, 7);
  wash('#5b8c4a', 220); ell(250, 420, 14, 24, 0.3); ell(340, 420, 14, 24, -0.3);
  // egg white, five soft bulges
  wash('#f9dcc4', 170, 0.3);
  blob(300, 290, a => 200 + 38 * Math.cos(5 * a + 0.6) + 10 * Math.sin(3 * a), 60, 0.8);
  wash('#f5cdb0', 150, 0.2);
  blob(300, 290, a => 160 + 30 * Math.cos(5 * a + 0.6), 60, 0.8);
  // the yolk, glossy
  wash('#f0a020', 230, 0.1); brush.circle(300, 290, 78, 0.2);
  wash('#e07a10', 220, 0.1); brush.circle(305, 296, 58, 0.2);
  wash('#fff8e8', 240, 0.05); ell(278, 268, 20, 12, -0.6);

}
