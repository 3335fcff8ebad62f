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
  // a fork leaning under it, green handle
  poly([[292, 420], [308, 420], [312, 592], [288, 592]], "#4f8a45", 215, 0.1, 0.2);
  // dough
  oval(300, 270, 190, 180, 0, "#f2c48e", 200);
  // cinnamon swirl, thick
  for (let k = 0; k < 48; k++) {
    const a0 = k * 22, a1 = a0 + 24;
    const r0 = 6 + k * 3.6, r1 = 6 + (k + 1) * 3.6, w = 12;
    poly([[300 + cos(a0) * (r0 - w), 270 + sin(a0) * (r0 - w)], [300 + cos(a1) * (r1 - w), 270 + sin(a1) * (r1 - w)],
          [300 + cos(a1) * (r1 + w), 270 + sin(a1) * (r1 + w)], [300 + cos(a0) * (r0 + w), 270 + sin(a0) * (r0 + w)]],
         "#b8643a", 210, 0.3, 0.15);
  }
  // icing drizzle
  for (let i = 0; i < 6; i++) poly([[170 + i * 50, 150 + (i % 2) * 30], [200 + i * 50, 140 + (i % 2) * 30], [150 + i * 50, 400 - (i % 2) * 20], [140 + i * 50, 395 - (i % 2) * 20]], "#fbf3ea", 200, 0.5);
}
