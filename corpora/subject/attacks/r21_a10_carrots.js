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
  const base = [300, 470];
  for (let i = 0; i < 5; i++) {
    const a = -90 + (i - 2) * 28;
    const P = (r, d) => [base[0] + cos(a + d) * r, base[1] + sin(a + d) * r];
    poly([P(40, -9), P(120, -7), P(390, 0), P(120, 7), P(40, 9)], "#f0a070", 195, 0.5);
    poly([P(50, -5), P(150, -4), P(330, 0), P(150, 4), P(50, 5)], "#e0804a", 210, 0.5);
    for (let k = 1; k < 5; k++) poly([P(80 + k * 50, -6), P(84 + k * 50, -6), P(84 + k * 50, -1), P(80 + k * 50, -1)], "#b8603a", 200, 0.1);
    // leafy top pointing down
    poly([P(40, -6), P(-60, -22), P(-80, 0), P(-60, 22), P(40, 6)], "#6f9e55", 200, 0.8);
  }
  poly([[290, 490], [310, 490], [320, 585], [300, 588]], "#5b8c4a", 200, 0.3);
}
