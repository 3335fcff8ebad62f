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
  for (let i = 0; i < 9; i++) {
    const a = i * 40;
    blob(300 + cos(a) * 160, 300 + sin(a) * 160, 80, 65, a, "#f0a070", 185, 12);
    blob(300 + cos(a) * 150, 300 + sin(a) * 150, 55, 42, a, "#e88a5a", 205, 10);
  }
  blob(300, 300, 120, 130, 0, "#f8d8b0", 200, 14);
  // ears
  blob(205, 190, 30, 30, 0, "#e0804a", 210, 8);
  blob(395, 190, 30, 30, 0, "#e0804a", 210, 8);
  // eyes, nose, mouth, whisker spots
  brush.fill("#3a2a2a", 225); brush.circle(255, 270, 10, 0.2); brush.circle(345, 270, 10, 0.2);
  poly([[275, 315], [325, 315], [300, 345]], "#a0504a", 225, 0.3);
  poly([[300, 345], [302, 345], [275, 380], [270, 375]], "#a0504a", 200, 0.3);
  poly([[300, 345], [302, 345], [330, 375], [325, 380]], "#a0504a", 200, 0.3);
  brush.fill("#c8907a", 200); brush.circle(270, 350, 4, 0.2); brush.circle(330, 350, 4, 0.2);
}
