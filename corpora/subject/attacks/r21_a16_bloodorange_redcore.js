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
  poly([[294, 50], [306, 50], [310, 100], [298, 100]], "#5b8c4a", 200, 0.3);
  poly([[306, 70], [410, 35], [450, 55], [360, 90]], "#6f9e55", 200, 0.8);
  blob(300, 320, 225, 225, 0, "#f0a070", 185, 20);
  blob(300, 320, 205, 205, 0, "#fbe6d2", 190, 20);
  for (let i = 0; i < 10; i++) {
    const a = i * 36;
    const P = (r, d) => [300 + cos(a + d) * r, 320 + sin(a + d) * r];
    poly([P(20, 0), P(175, -14), P(190, 0), P(175, 14)], "#f4a582", 185, 0.5);
    poly([P(35, 0), P(120, -8), P(130, 0), P(120, 8)], "#e0705a", 205, 0.5);
  }
  blob(300, 320, 40, 40, 0, "#c8504a", 215, 10);
  blob(300, 320, 22, 22, 0, "#a03a3a", 220, 8);
}
