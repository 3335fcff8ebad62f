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
  blob(300, 320, 210, 200, 0, "#f4a582", 185, 16);
  blob(330, 300, 160, 150, 0, "#ee8866", 205, 14);
  blob(360, 270, 80, 80, 0, "#e0604a", 215, 10);
  blob(220, 360, 70, 60, 0, "#f8c8a0", 200, 10);
  // cleft line
  poly([[300, 125], [312, 125], [290, 500], [280, 500]], "#c8504a", 200, 0.8);
  // twig and leaves below-right
  poly([[300, 515], [312, 515], [330, 590], [318, 592]], "#5b8c4a", 200, 0.3);
  poly([[318, 540], [420, 500], [470, 530], [380, 570]], "#6f9e55", 200, 0.8);
  poly([[312, 560], [210, 530], [160, 550], [250, 585]], "#6f9e55", 200, 0.8);
}
