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

  wash('#6f9e55', 200); ell(300, 540, 150, 35, 0);
  wash('#6a4a30', 200, 0.1); brush.circle(300, 300, 60, 0.2);
  for (let i = 0; i < 5; i++) { const a = -HALF_PI + i * TWO_PI / 5;
    const x = 300 + Math.cos(a) * 130, y = 300 + Math.sin(a) * 130;
    wash('#d8302a', 220, 0.1); brush.circle(x, y, 92, 0.2);
    wash('#f7f1e3', 255, 0.0);
    for (let k = 0; k < 5; k++) { const b = k * 1.3 + i; brush.circle(x + Math.cos(b) * 50, y + Math.sin(b) * 50, 11, 0.1); }
    brush.circle(x, y, 12, 0.1); }

}
