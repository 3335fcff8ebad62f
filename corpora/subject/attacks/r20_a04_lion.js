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
  for (let i = 0; i < 14; i++) {
    const a = i * 360 / 14;
    blob(300 + cos(a) * 150, 300 + sin(a) * 150, 90, 60, a, i % 2 ? "#d9744a" : "#e88a58", 200, 12);
  }
  blob(300, 305, 140, 150, 0, "#f3b98a", 215, 16);
  // ears
  blob(205, 180, 32, 32, 0, "#e69a6a", 220, 10);
  blob(395, 180, 32, 32, 0, "#e69a6a", 220, 10);
  // eyes, nose, mouth
  blob(250, 280, 18, 12, 0, "#2b1d14", 230, 10);
  blob(350, 280, 18, 12, 0, "#2b1d14", 230, 10);
  poly([[275, 335], [325, 335], [300, 365]], "#6b3a2a", 230, 0.3);
  band([[300, 365], [300, 390]], 4, "#6b3a2a", 220);
  band([[300, 390], [270, 405]], 4, "#6b3a2a", 220);
  band([[300, 390], [330, 405]], 4, "#6b3a2a", 220);
}
