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
  // canopy with scalloped lower edge
  const c = [];
  for (let a = 180; a <= 360; a += 10) c.push([300 + cos(a) * 240, 290 + sin(a) * 190]);
  for (let i = 6; i >= 0; i--) { c.push([60 + i * 80 + 40, 310]); c.push([60 + i * 80, 290]); }
  poly(c, "#ee8866", 205, 0.5);
  for (let i = 0; i < 6; i++) blob(100 + i * 80, 240, 30, 40, 0, i % 2 ? "#f4a582" : "#e8765a", 190, 10);
  // ribs and tip
  for (let i = 0; i <= 6; i++) band([[300, 100], [60 + i * 80, 290]], 2, "#b04a3a", 200);
  band([[300, 100], [300, 80]], 4, "#5a3a2a", 220);
  // shaft and hook handle
  band([[300, 290], [300, 500]], 5, "#5a3a2a", 225);
  band([[300, 500], [305, 540], [330, 555], [352, 540], [355, 520]], 6, "#5a3a2a", 225);
}
