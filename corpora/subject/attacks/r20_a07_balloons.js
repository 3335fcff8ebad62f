async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function blob(cx, cy, rx, ry, rot, col, op, n) {
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
  for (const p of pts) brush.vertex(p[0], p[1]);
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

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  const knots = [[200, 200], [300, 150], [400, 200], [240, 320], [360, 320]];
  for (const k of knots) band([[k[0], k[1] + 95], [300 + (k[0] - 300) * 0.3, 440], [300, 580]], 3, "#5b8c4a", 210);
  const cols = ["#f09a78", "#e8765a", "#f4a582", "#ee8866", "#e98a6c"];
  for (let i = 0; i < 5; i++) {
    const k = knots[i];
    blob(k[0], k[1], 78, 95, 0, cols[i], 200, 16);
    blob(k[0] - 20, k[1] - 25, 30, 40, 0, "#fbd6c4", 190, 10);
    poly([[k[0] - 10, k[1] + 105], [k[0] + 10, k[1] + 105], [k[0], k[1] + 92]], "#c8504a", 220, 0.2);
  }
}
