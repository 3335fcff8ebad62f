async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function blob(cx, cy, rx, ry, rot, colour, opacity, n) {
  n = n || 10;
  brush.fill(colour, opacity);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  for (let i = 0; i < n; i++) {
    const a = i * 360 / n;
    const x = cos(a) * rx, y = sin(a) * ry;
    brush.vertex(cx + x * cos(rot) - y * sin(rot), cy + x * sin(rot) + y * cos(rot));
  }
  brush.endShape(true);
}

function poly(pts, colour, opacity, curv) {
  brush.fill(colour, opacity);
  brush.fillBleed(0.22);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(curv === undefined ? 0.5 : curv);
  for (const p of pts) brush.vertex(p[0], p[1]);
  brush.endShape(true);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  const balloons = [[300, 120], [180, 190], [420, 190], [220, 320], [380, 320]];
  for (const [x, y] of balloons) {
    poly([[x - 3, y + 85], [x + 3, y + 85], [303, 560], [297, 560]], "#5b8c4a", 190, 0.2);
  }
  for (const [x, y] of balloons) {
    blob(x, y, 78, 95, 0, "#f4a582", 185, 12);
    blob(x - 12, y - 15, 55, 68, 0, "#ee8866", 205, 12);
    blob(x - 30, y - 40, 14, 20, 0, "#fbe3d0", 220, 8);
    poly([[x - 10, y + 100], [x + 10, y + 100], [x, y + 88]], "#c8504a", 225, 0.1);
  }
  blob(300, 560, 20, 10, 0, "#6f9e55", 200);
}
