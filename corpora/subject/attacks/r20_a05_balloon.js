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
  // balloon envelope: panels
  const cols = ["#e8704f", "#f4a27c", "#e8704f", "#f4a27c", "#e8704f", "#f4a27c"];
  for (let i = 0; i < 6; i++) {
    const x0 = 120 + i * 60, x1 = x0 + 60;
    poly([[300 + (x0 - 300) * 0.3, 60], [x0, 140], [x0, 260], [300 + (x0 - 300) * 0.45, 400], [300 + (x1 - 300) * 0.45, 400], [x1, 260], [x1, 140], [300 + (x1 - 300) * 0.3, 60]], cols[i], 205, 0.6);
  }
  // ropes
  band([[240, 400], [265, 480]], 3, "#7a5a40", 220);
  band([[360, 400], [335, 480]], 3, "#7a5a40", 220);
  // basket
  poly([[255, 480], [345, 480], [335, 545], [265, 545]], "#9a6a40", 225, 0.1);
  poly([[255, 480], [345, 480], [345, 492], [255, 492]], "#6e4a2a", 225, 0.1);
}
