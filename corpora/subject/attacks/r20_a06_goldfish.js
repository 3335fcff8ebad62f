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
  // tail
  poly([[170, 300], [60, 190], [90, 300], [60, 420]], "#f29a6a", 200, 0.7);
  poly([[170, 300], [85, 230], [110, 300], [85, 370]], "#e67848", 210, 0.7);
  // fins
  poly([[290, 215], [340, 120], [400, 200]], "#f0a07a", 200, 0.6);
  poly([[300, 385], [330, 470], [380, 390]], "#f0a07a", 200, 0.6);
  blob(320, 300, 180, 100, 0, "#ee8652", 210, 16);
  blob(340, 290, 130, 70, 0, "#f4a474", 200, 14);
  brush.fill("#ffffff", 230); brush.circle(450, 280, 20, 0.2);
  brush.fill("#1e1410", 230); brush.circle(455, 280, 10, 0.2);
  // scales
  for (let i = 0; i < 5; i++) for (let j = 0; j < 3; j++) blob(250 + i * 35, 265 + j * 32, 12, 10, 0, "#d9683e", 170, 8);
  // bubbles
  brush.fill("#a9c4cc", 180); brush.circle(530, 200, 12, 0.3);
  brush.fill("#a9c4cc", 180); brush.circle(545, 150, 8, 0.3);
}
