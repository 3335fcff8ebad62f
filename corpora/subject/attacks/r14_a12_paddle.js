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
  // handle: green wrapped grip
  poly([[282, 430], [318, 430], [314, 585], [286, 585]], "#4f8a45", 215, 0.3, 0.2);
  poly([[280, 430], [320, 430], [322, 445], [278, 445]], "#3f6a35", 220, 0.1, 0.1);
  // blade: rubber face, then a darker rim
  oval(300, 270, 185, 175, 0, "#ec8468", 205);
  oval(300, 270, 160, 150, 0, "#f4a582", 200);
  oval(300, 270, 120, 112, 0, "#f6b896", 190);
  // brand logo stamp in the middle
  oval(300, 270, 40, 22, 0, "#c8504a", 220);
}
