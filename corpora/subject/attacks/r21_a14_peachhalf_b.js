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
  // twig and two leaves on top of the fruit
  poly([[294, 60], [306, 60], [310, 120], [298, 120]], "#5b8c4a", 200, 0.3);
  poly([[306, 80], [400, 40], [450, 60], [360, 100]], "#6f9e55", 200, 0.8);
  poly([[296, 85], [200, 50], [150, 70], [240, 105]], "#6f9e55", 200, 0.8);
  // the cut half: skin rim, pale flesh
  blob(300, 330, 215, 205, 0, "#f0a070", 185, 18);
  blob(300, 330, 195, 185, 0, "#f8c89a", 190, 18);
  blob(300, 330, 150, 140, 0, "#f4b080", 190, 16);
  // red fibres radiating round the stone
  for (let i = 0; i < 7; i++) {
    const a = i * 51.4 + 10;
    const P = (r, d) => [300 + cos(a + d) * r, 330 + sin(a + d) * r];
    poly([P(40, -10), P(105, -5), P(120, 0), P(105, 5), P(40, 10)], "#e07060", 200, 0.5);
  }
  blob(300, 330, 48, 58, 0, "#c8504a", 215, 12);
  blob(300, 330, 30, 40, 0, "#8a3a32", 220, 10);
}
