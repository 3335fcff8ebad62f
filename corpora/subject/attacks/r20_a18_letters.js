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
  // H
  poly([[90, 130], [150, 130], [150, 470], [90, 470]], "#ee8866", 210, 0.2);
  poly([[250, 130], [310, 130], [310, 470], [250, 470]], "#ee8866", 210, 0.2);
  poly([[150, 270], [250, 270], [250, 330], [150, 330]], "#e8765a", 210, 0.2);
  // I
  poly([[400, 130], [460, 130], [460, 470], [400, 470]], "#f4a582", 210, 0.2);
  poly([[360, 130], [500, 130], [500, 180], [360, 180]], "#e8765a", 205, 0.2);
  poly([[360, 420], [500, 420], [500, 470], [360, 470]], "#e8765a", 205, 0.2);
  // underline
  poly([[80, 510], [520, 505], [520, 530], [80, 535]], "#5b8c4a", 200, 0.2);
}
