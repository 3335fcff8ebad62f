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
  // cocktail pick
  poly([[292, 440], [308, 440], [310, 592], [290, 592]], "#4f8a45", 215, 0.1, 0.2);
  // rind and pith
  oval(300, 270, 195, 195, 0, "#e8883a", 210);
  oval(300, 270, 178, 178, 0, "#fbeede", 225);
  // ten segments
  for (let i = 0; i < 10; i++) {
    const a = i * 36;
    poly([[300 + cos(a) * 12, 270 + sin(a) * 12], [300 + cos(a - 15) * 165, 270 + sin(a - 15) * 165], [300 + cos(a) * 170, 270 + sin(a) * 170], [300 + cos(a + 15) * 165, 270 + sin(a + 15) * 165]], "#f4a040", 205, 0.5);
  }
  // pips
  for (let i = 0; i < 4; i++) oval(300 + cos(i * 90 + 18) * 60, 270 + sin(i * 90 + 18) * 60, 5, 9, i * 90 + 18, "#fbeede", 230);
}
