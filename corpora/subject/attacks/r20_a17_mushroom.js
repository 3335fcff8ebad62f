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
  // grass
  for (let i = 0; i < 9; i++) poly([[120 + i * 45, 560], [140 + i * 45 + (i % 3) * 8, 500 - (i % 2) * 20], [150 + i * 45, 560]], "#6f9e55", 200, 0.3);
  // stalk
  poly([[255, 300], [345, 300], [360, 550], [240, 550]], "#efdcc0", 215, 0.4);
  poly([[270, 310], [330, 310], [335, 540], [265, 540]], "#e2c7a4", 200, 0.4);
  // cap
  const cap = [];
  for (let a = 180; a <= 360; a += 12) cap.push([300 + cos(a) * 250, 300 + sin(a) * 210]);
  poly(cap, "#ee8866", 210, 0.6);
  const cap2 = [];
  for (let a = 190; a <= 350; a += 12) cap2.push([300 + cos(a) * 190, 290 + sin(a) * 160]);
  poly(cap2, "#e8765a", 200, 0.6);
  // gills under the rim
  poly([[60, 300], [540, 300], [480, 330], [120, 330]], "#d9a080", 200, 0.3);
}
