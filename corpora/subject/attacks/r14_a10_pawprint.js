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
  // leash
  poly([[294, 400], [306, 400], [310, 590], [290, 590]], "#4f8a45", 215, 0.2, 0.2);
  // main pad
  poly([[200, 340], [240, 250], [300, 230], [360, 250], [400, 340], [360, 410], [300, 390], [240, 410]], "#f4a582", 200, 0.8);
  poly([[230, 335], [260, 270], [300, 258], [340, 270], [370, 335], [340, 385], [300, 370], [260, 385]], "#e07a5a", 210, 0.8);
  // four toes
  const toes = [[150, 210], [235, 120], [365, 120], [450, 210]];
  for (const t of toes) {
    oval(t[0], t[1], 55, 70, atan2(t[1] - 300, t[0] - 300) + 90, "#f4a582", 200);
    oval(t[0], t[1] + 5, 35, 48, atan2(t[1] - 300, t[0] - 300) + 90, "#e07a5a", 210);
  }
}
