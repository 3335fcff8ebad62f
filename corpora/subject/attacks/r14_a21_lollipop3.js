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
  poly([[292, 450], [308, 450], [310, 592], [290, 592]], "#5b8c4a", 215, 0.1, 0.2);
  oval(300, 270, 200, 200, 0, "#f6c09a", 205);
  oval(300, 270, 150, 150, 0, "#f4b08a", 200);
  for (let k = 0; k < 64; k++) {
    const a0 = k * 18, a1 = a0 + 20;
    const r0 = 10 + k * 3.0, r1 = 10 + (k + 1) * 3.0, w = 12;
    poly([[300 + cos(a0) * (r0 - w), 270 + sin(a0) * (r0 - w)], [300 + cos(a1) * (r1 - w), 270 + sin(a1) * (r1 - w)],
          [300 + cos(a1) * (r1 + w), 270 + sin(a1) * (r1 + w)], [300 + cos(a0) * (r0 + w), 270 + sin(a0) * (r0 + w)]],
         "#d9604e", 220, 0.3, 0.15);
  }
  poly([[300, 465], [245, 440], [250, 490]], "#5f9e52", 180, 0.4);
  poly([[300, 465], [355, 440], [350, 490]], "#5f9e52", 180, 0.4);
}
