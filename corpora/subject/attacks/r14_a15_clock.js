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
  // lamp-post
  poly([[290, 450], [310, 450], [314, 592], [286, 592]], "#4f8a45", 215, 0.1, 0.2);
  // clock face with a coral rim
  oval(300, 270, 190, 190, 0, "#ec8468", 210);
  oval(300, 270, 160, 160, 0, "#f6d2b0", 200);
  // hour ticks
  for (let h = 0; h < 12; h++) {
    const a = h * 30;
    oval(300 + cos(a) * 135, 270 + sin(a) * 135, h % 3 ? 6 : 10, h % 3 ? 6 : 14, a + 90, "#a8483a", 225);
  }
  // hands
  poly([[296, 270], [304, 270], [304, 160], [296, 160]], "#6a3a2a", 230, 0.05, 0.05);
  poly([[300, 266], [300, 274], [390, 300], [392, 292]], "#6a3a2a", 230, 0.05, 0.05);
  oval(300, 270, 10, 10, 0, "#6a3a2a", 235);
}
