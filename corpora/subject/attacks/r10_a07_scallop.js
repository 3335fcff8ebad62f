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

  wash('#f4a582', 200, 0.2);
  const pts = [];
  for (let k = 0; k <= 60; k++) { const t = k / 60; const a = PI + 0.35 + t * (PI - 0.7);
    const r = 230 + 25 * Math.cos(t * 5 * TWO_PI) ; pts.push([300 + Math.cos(a) * r, 420 + Math.sin(a) * r * 0.95]); }
  pts.push([330, 440]); pts.push([380, 470]); pts.push([220, 470]); pts.push([270, 440]);
  poly(pts, 0.4);
  wash('#d0605a', 180, 0.1);
  for (let i = 0; i < 6; i++) { const a = PI + 0.35 + (i + 0.0) * (PI - 0.7) / 5;
    bar(300, 430, 300 + Math.cos(a) * 215, 420 + Math.sin(a) * 205, 3, 8); }

}
