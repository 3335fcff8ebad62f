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
  // branch
  band([[40, 470], [200, 455], [360, 470], [560, 450]], 10, "#5b8c4a", 210);
  poly([[430, 462], [500, 400], [540, 420], [470, 470]], "#6f9e55", 200, 0.8);
  poly([[150, 460], [90, 520], [60, 500], [120, 455]], "#6f9e55", 200, 0.8);
  // tail
  poly([[200, 330], [80, 380], [95, 410], [215, 370]], "#d0705a", 205, 0.4);
  // body, breast, head
  blob(300, 330, 140, 105, -10, "#ee8866", 205, 16);
  blob(330, 360, 90, 70, 0, "#f4a582", 195, 14);
  blob(400, 220, 75, 70, 0, "#e8765a", 210, 14);
  poly([[460, 215], [520, 230], [460, 240]], "#3a2a20", 225, 0.2);
  brush.fill("#1e1410", 230); brush.circle(425, 205, 8, 0.1);
  // wing
  poly([[230, 290], [360, 280], [330, 360], [240, 360]], "#c8504a", 190, 0.6);
  // feet
  band([[290, 430], [285, 462]], 3, "#5a3a2a", 220);
  band([[330, 430], [335, 462]], 3, "#5a3a2a", 220);
}
