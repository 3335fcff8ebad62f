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
  poly([[292, 440], [308, 440], [310, 592], [290, 592]], "#5b8c4a", 215, 0.1, 0.2);
  // candy disc
  oval(300, 270, 190, 190, 0, "#f6c9a0", 200);
  // one continuous spiral stripe, laid as a chain of short quads
  for (let k = 0; k < 60; k++) {
    const a0 = k * 18, a1 = a0 + 20;
    const r0 = 10 + k * 3.0, r1 = 10 + (k + 1) * 3.0, w = 9;
    poly([[300 + cos(a0) * (r0 - w), 270 + sin(a0) * (r0 - w)], [300 + cos(a1) * (r1 - w), 270 + sin(a1) * (r1 - w)],
          [300 + cos(a1) * (r1 + w), 270 + sin(a1) * (r1 + w)], [300 + cos(a0) * (r0 + w), 270 + sin(a0) * (r0 + w)]],
         "#d9604e", 215, 0.3, 0.15);
  }
  // cellophane knot: two small wings at the stick top
  poly([[300, 455], [250, 430], [255, 480]], "#5f9e52", 170, 0.4);
  poly([[300, 455], [350, 430], [345, 480]], "#5f9e52", 170, 0.4);
}
