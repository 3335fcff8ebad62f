async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}
function wash(c, o, bleed, tex) {
  brush.fill(c, o);
  brush.fillBleed(bleed === undefined ? 0.25 : bleed);
  brush.fillTexture(tex === undefined ? 0.5 : tex, 0.4);
}
function oval(cx, cy, rx, ry, rot, c, o, bleed) {
  wash(c, o, bleed);
  brush.beginShape(0.8);
  for (let i = 0; i < 10; i++) {
    const a = i * 36;
    const x = cos(a) * rx, y = sin(a) * ry;
    brush.vertex(cx + x * cos(rot) - y * sin(rot), cy + x * sin(rot) + y * cos(rot));
  }
  brush.endShape(true);
}
function poly(pts, c, o, curv, bleed) {
  wash(c, o, bleed);
  brush.beginShape(curv === undefined ? 0.5 : curv);
  for (const p of pts) brush.vertex(p[0], p[1]);
  brush.endShape(true);
}
function stemRect(x0, y0, x1, y1, w, c, o) {
  poly([[x0 - w, y0], [x0 + w, y0], [x1 + w, y1], [x1 - w, y1]], c, o, 0.2, 0.2);
}
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // trunk and branches
  poly([[285, 300], [315, 300], [330, 585], [270, 585]], "#5b7d3c", 210, 0.2, 0.2);
  poly([[300, 360], [310, 350], [380, 270], [372, 262]], "#5b7d3c", 200, 0.2, 0.2);
  poly([[300, 380], [292, 370], [220, 280], [228, 272]], "#5b7d3c", 200, 0.2, 0.2);
  // ground
  poly([[200, 585], [400, 585], [380, 570], [220, 570]], "#6f9e55", 190, 0.5);
  // crown of autumn clumps
  const clumps = [[300, 120, 80], [400, 170, 80], [430, 270, 75], [170, 270, 75], [200, 170, 80], [300, 220, 95], [360, 320, 70], [240, 320, 70], [300, 300, 70]];
  for (const c of clumps) oval(c[0], c[1], c[2], c[2] * 0.85, 0, "#f4a582", 185);
  for (const c of clumps) oval(c[0] + 8, c[1] + 12, c[2] * 0.7, c[2] * 0.6, 0, "#e58a5e", 200);
  for (const c of clumps) oval(c[0] + 12, c[1] + 20, c[2] * 0.35, c[2] * 0.3, 0, "#c8604a", 210);
}
