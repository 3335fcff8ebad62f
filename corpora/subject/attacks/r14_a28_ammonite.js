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
  // museum stand
  poly([[292, 440], [308, 440], [312, 570], [288, 570]], "#4f8a45", 215, 0.1, 0.2);
  poly([[220, 570], [380, 570], [385, 590], [215, 590]], "#4f8a45", 215, 0.1, 0.2);
  // fossil: chambered spiral, ribs across the whorl
  oval(300, 260, 190, 185, 0, "#f2c49a", 200);
  for (let k = 0; k < 70; k++) {
    const a = k * 14, r = 12 + k * 2.6;
    const w = 4 + k * 0.35;
    poly([[300 + cos(a) * (r - w * 2), 260 + sin(a) * (r - w * 2)], [300 + cos(a + 5) * (r - w * 2), 260 + sin(a + 5) * (r - w * 2)],
          [300 + cos(a + 8) * (r + w * 2), 260 + sin(a + 8) * (r + w * 2)], [300 + cos(a + 3) * (r + w * 2), 260 + sin(a + 3) * (r + w * 2)]],
         "#b8643a", 215, 0.2, 0.1);
  }
}
