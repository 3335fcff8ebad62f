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
  poly([[60, 545], [540, 540], [545, 570], [55, 575]], "#6f9e55", 190, 0.6);
  poly([[285, 560], [315, 560], [312, 330], [288, 330]], "#8a5a3a", 210, 0.2);
  poly([[300, 420], [360, 360], [368, 368], [306, 432]], "#8a5a3a", 210, 0.2);
  const clumps = [[300, 160, 95], [200, 220, 90], [400, 220, 90], [230, 330, 85], [370, 330, 85], [300, 260, 100], [140, 300, 60], [460, 300, 60]];
  for (const [x, y, r] of clumps) blob(x, y, r, r * 0.85, 0, "#f4a582", 185, 11);
  for (const [x, y, r] of clumps) blob(x + 10, y + 10, r * 0.65, r * 0.55, 0, "#ee8866", 205, 10);
  for (const [x, y, r] of clumps) blob(x + 20, y + 25, r * 0.3, r * 0.25, 0, "#c8504a", 215, 8);
}
