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
  // tails
  poly([[290, 310], [320, 320], [260, 560], [220, 540]], "#ee8866", 205, 0.3);
  poly([[310, 310], [340, 320], [400, 540], [360, 560]], "#e8765a", 205, 0.3);
  // loops
  poly([[300, 290], [180, 160], [70, 200], [80, 330], [180, 370]], "#f4a582", 200, 0.7);
  poly([[300, 290], [420, 160], [530, 200], [520, 330], [420, 370]], "#f4a582", 200, 0.7);
  poly([[290, 290], [180, 200], [120, 230], [130, 310], [200, 330]], "#e8765a", 195, 0.7);
  poly([[310, 290], [420, 200], [480, 230], [470, 310], [400, 330]], "#e8765a", 195, 0.7);
  // knot
  blob(300, 295, 42, 50, 0, "#c8504a", 220, 12);
}
