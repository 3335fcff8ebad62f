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
  // string: green ribbon, a little wavy
  poly([[298, 470], [304, 470], [316, 520], [300, 585], [294, 585], [308, 520]], "#4f8a45", 220, 0.6, 0.15);
  // balloon
  poly([[300, 70], [400, 110], [460, 220], [430, 350], [340, 440], [300, 455], [260, 440], [170, 350], [140, 220], [200, 110]], "#f4a582", 195, 0.9);
  poly([[300, 110], [380, 140], [425, 230], [400, 330], [320, 400], [280, 400], [200, 330], [175, 230], [220, 140]], "#ec8468", 205, 0.9);
  // knot
  poly([[285, 475], [315, 475], [300, 450]], "#c8504a", 225, 0.1, 0.1);
  // highlight
  oval(230, 170, 22, 45, 25, "#fbeee0", 230);
}
