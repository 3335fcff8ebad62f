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
  // legs
  band([[300, 370], [305, 470], [300, 585]], 5, "#d0705a", 215);
  band([[315, 370], [350, 440], [300, 470]], 5, "#d0705a", 215);
  poly([[280, 585], [320, 585], [300, 575]], "#c05a48", 220, 0.2);
  // body and wing
  blob(320, 320, 130, 70, -10, "#f29a86", 205, 16);
  blob(340, 310, 90, 45, -15, "#e8765a", 200, 14);
  poly([[420, 300], [500, 330], [440, 345]], "#e06650", 210, 0.4);
  // neck S curve and head
  band([[220, 300], [190, 240], [230, 170], [220, 110]], 12, "#f29a86", 210);
  blob(235, 100, 32, 22, 0, "#f29a86", 215, 12);
  poly([[255, 95], [300, 115], [280, 135], [258, 118]], "#2a1a18", 225, 0.3);
  brush.fill("#2a1a18", 230); brush.circle(232, 95, 5, 0.1);
  // water ripple
  blob(300, 588, 120, 8, 0, "#a9c4cc", 180, 10);
}
