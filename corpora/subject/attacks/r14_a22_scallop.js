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
  // seagrass below
  poly([[292, 430], [306, 430], [312, 592], [290, 592]], "#4f8a45", 215, 0.5, 0.2);
  poly([[300, 520], [230, 470], [210, 490], [290, 540]], "#6f9e55", 200, 0.7);
  // scallop shell: fan of ribs from the hinge at the bottom
  const hx = 300, hy = 430;
  for (let i = 0; i < 9; i++) {
    const a = -170 + i * 20;
    const a0 = a - 9, a1 = a + 9;
    poly([[hx, hy], [hx + cos(a0) * 330, hy + sin(a0) * 330], [hx + cos(a) * 345, hy + sin(a) * 345], [hx + cos(a1) * 330, hy + sin(a1) * 330]], i % 2 ? "#f4a582" : "#ec8a6a", 200, 0.6);
  }
  // hinge ears
  poly([[240, 430], [360, 430], [350, 395], [250, 395]], "#d8704f", 215, 0.2);
}
