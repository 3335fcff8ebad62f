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
  for (let s = -1; s <= 1; s += 2) {
    for (let i = 0; i < 4; i++) {
      const by = 280 + i * 40;
      band([[300 + s * 90, by], [300 + s * 170, by - 30 + i * 12], [300 + s * 230, by + 30 + i * 20]], 12, "#d0563c", 210);
    }
    // claw arm and pincer
    band([[300 + s * 70, 240], [300 + s * 130, 170], [300 + s * 150, 120]], 16, "#d85a40", 210);
    blob(300 + s * 160, 105, 48, 32, s * -30, "#e0664a", 215, 12);
    poly([[300 + s * 140, 80], [300 + s * 175, 50], [300 + s * 195, 70], [300 + s * 170, 95]], "#f7f1e3", 230, 0.4);
  }
  blob(300, 300, 120, 88, 0, "#e8735a", 210, 16);
  blob(300, 290, 90, 60, 0, "#f08c70", 200, 14);
  // eyes on stalks
  band([[280, 220], [275, 195]], 5, "#a8402e", 220);
  band([[320, 220], [325, 195]], 5, "#a8402e", 220);
  brush.fill("#2a1a18", 230); brush.circle(275, 190, 9, 0.2);
  brush.fill("#2a1a18", 230); brush.circle(325, 190, 9, 0.2);
  blob(300, 320, 30, 12, 0, "#a8402e", 200, 10);
}
