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
  for (let i = 0; i < 7; i++) {
    const x0 = 190 + i * 37, pts = [];
    for (let t = 0; t <= 10; t++) pts.push([x0 + sin(t * 40 + i * 50) * 18, 290 + t * 28]);
    band(pts, 7, i % 2 ? "#f0a07e" : "#e8806a", 190);
  }
  poly([[255, 290], [345, 290], [330, 480], [300, 520], [270, 480]], "#e8765a", 180, 0.7);
  const bell = [];
  for (let a = 180; a <= 360; a += 15) bell.push([300 + cos(a) * 190, 300 + sin(a) * 200]);
  for (let x = 490; x >= 110; x -= 38) bell.push([x, 300 + (((x - 110) / 38) % 2 ? 20 : 5)]);
  poly(bell, "#f4a582", 200, 0.6);
  blob(300, 200, 120, 80, 0, "#ee8866", 185, 14);
  blob(260, 160, 40, 25, 0, "#fbd6c4", 190, 10);
}
