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
  poly([[292, 420], [308, 420], [310, 592], [290, 592]], "#5b8c4a", 215, 0.1, 0.2);
  poly([[300, 480], [380, 455], [400, 470], [330, 500]], "#6f9e55", 200, 0.6);
  oval(300, 270, 200, 200, 0, "#f6c08e", 185);
  // spiral band
  for (let k = 0; k < 40; k++) {
    const a = k * 27, r = 8 + k * 4.6;
    oval(300 + cos(a) * r, 270 + sin(a) * r, 22 + k * 0.5, 16 + k * 0.3, a, k % 2 ? "#ec8468" : "#d9604e", 200);
  }
}
