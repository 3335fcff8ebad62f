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
  poly([[60, 560], [540, 555], [545, 585], [55, 590]], "#6f9e55", 190, 0.6);
  poly([[300, 520], [205, 440], [195, 360], [300, 330], [405, 360], [395, 440]], "#f4a582", 185, 0.9);
  poly([[300, 500], [225, 435], [220, 370], [300, 350], [380, 370], [375, 435]], "#ee8866", 205, 0.9);
  const toes = [[150, 260, -30], [240, 150, -10], [360, 150, 10], [450, 260, 30]];
  for (const [x, y, r] of toes) blob(x, y, 62, 80, r, "#f4a582", 185, 12);
  for (const [x, y, r] of toes) blob(x, y + 5, 45, 60, r, "#ee8866", 205, 12);
  for (const [x, y, r] of toes) blob(x, y + 10, 18, 24, r, "#c8504a", 220, 8);
}
