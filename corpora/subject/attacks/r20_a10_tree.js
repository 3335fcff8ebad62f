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
  band([[300, 580], [298, 420], [300, 330]], 22, "#7a5a40", 215);
  band([[300, 420], [230, 340]], 9, "#7a5a40", 210);
  band([[300, 390], [370, 320]], 9, "#7a5a40", 210);
  blob(300, 520, 20, 8, 0, "#6b4a30", 200, 8);
  const puffs = [[300, 230, 130], [200, 270, 90], [400, 270, 90], [250, 150, 85], [355, 150, 85], [300, 320, 80]];
  for (const p of puffs) blob(p[0], p[1], p[2], p[2] * 0.85, 0, "#ee8866", 185, 14);
  for (const p of puffs) blob(p[0] - 15, p[1] - 15, p[2] * 0.6, p[2] * 0.5, 0, "#e8765a", 200, 12);
  blob(300, 588, 150, 10, 0, "#b9aea0", 170, 10);
}
