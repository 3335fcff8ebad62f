const SC = 0.5, CX = 300, CY = 300;
async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function blob(cx0, cy0, rx0, ry0, rot, col, op, n) {
  const cx = X(cx0), cy = Y(cy0), rx = rx0 * SC, ry = ry0 * SC;
  brush.fill(col, op);
  brush.fillBleed(0.25);
  brush.fillTexture(0.4, 0.4);
  brush.beginShape(0.6);
  const k = n || 12;
  for (let i = 0; i < k; i++) {
    const a = i * 360 / k;
    const x = cos(a) * rx, y = sin(a) * ry;
    brush.vertex(cx + x * cos(rot) - y * sin(rot), cy + x * sin(rot) + y * cos(rot));
  }
  brush.endShape(true);
}

function poly(pts, col, op, curv) {
  brush.fill(col, op);
  brush.fillBleed(0.22);
  brush.fillTexture(0.4, 0.4);
  brush.beginShape(curv === undefined ? 0.5 : curv);
  for (const p of pts) brush.vertex(X(p[0]), Y(p[1]));
  brush.endShape(true);
}

// a band of width w along a polyline
function band(pts, w, col, op) {
  const left = [], right = [];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[Math.max(0, i - 1)], b = pts[Math.min(pts.length - 1, i + 1)];
    const ang = atan2(b[1] - a[1], b[0] - a[0]);
    const ww = w * (1 - 0.6 * i / pts.length);
    left.push([pts[i][0] + cos(ang + 90) * ww, pts[i][1] + sin(ang + 90) * ww]);
    right.push([pts[i][0] - cos(ang + 90) * ww, pts[i][1] - sin(ang + 90) * ww]);
  }
  poly(left.concat(right.reverse()), col, op, 0.5);
}

function X(x) { return CX + (x - 300) * SC; }
function Y(y) { return CY + (y - 300) * SC; }
function disc(x, y, r, col, op) {
  brush.fill(col, op);
  brush.circle(X(x), Y(y), r * SC, 0.2);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // main pad
  poly([[300, 300], [400, 360], [420, 450], [360, 500], [300, 470], [240, 500], [180, 450], [200, 360]], "#ee8866", 205, 0.7);
  poly([[300, 330], [380, 375], [390, 440], [300, 445], [210, 440], [220, 375]], "#e8765a", 200, 0.7);
  // four toes
  const toes = [[150, 270, -30], [240, 165, -10], [360, 165, 10], [450, 270, 30]];
  for (const t of toes) {
    blob(t[0], t[1], 55, 72, t[2], "#f4a582", 200, 14);
    blob(t[0], t[1] + 10, 35, 45, t[2], "#e8765a", 210, 12);
  }
}
