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
  for (let i = 0; i < 8; i++) {
    const a = i * 45 + 22;
    const pts = [];
    for (let t = 0; t <= 10; t++) {
      const r = 60 + t * 17;
      const aa = a + t * t * 1.6;
      pts.push([300 + cos(aa) * r, 310 + sin(aa) * r]);
    }
    band(pts, 20, "#e77a5e", 205);
  }
  blob(300, 290, 110, 130, 0, "#ea8266", 210, 16);
  blob(290, 260, 70, 80, 0, "#f3a488", 190, 14);
  brush.fill("#ffffff", 230); brush.circle(262, 300, 20, 0.2);
  brush.fill("#ffffff", 230); brush.circle(338, 300, 20, 0.2);
  brush.fill("#241816", 230); brush.circle(262, 303, 10, 0.2);
  brush.fill("#241816", 230); brush.circle(338, 303, 10, 0.2);
}
