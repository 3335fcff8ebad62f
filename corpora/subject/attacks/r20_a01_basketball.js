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
  blob(300, 540, 190, 28, 0, "#b9aea0", 170, 14);
  blob(300, 295, 225, 225, 0, "#ec8a4e", 200, 20);
  blob(285, 280, 170, 170, 0, "#f0a070", 190, 16);
  blob(330, 330, 120, 120, 0, "#d8703c", 170, 14);
  // seams
  const seams = [];
  for (let t = 0; t <= 12; t++) seams.push([300 + (t - 6) * 36, 295 + sin(t * 15) * 6]);
  band(seams, 6, "#5a2c1c", 220);
  const v = [];
  for (let t = 0; t <= 12; t++) v.push([300 + sin(t * 15) * 6, 75 + t * 36]);
  band(v, 6, "#5a2c1c", 220);
  const c1 = [], c2 = [];
  for (let t = -60; t <= 60; t += 10) { c1.push([140 + cos(t) * 60 - 40, 295 + sin(t) * 190]); c2.push([460 - cos(t) * 60 + 40, 295 + sin(t) * 190]); }
  band(c1, 6, "#5a2c1c", 220);
  band(c2, 6, "#5a2c1c", 220);
}
