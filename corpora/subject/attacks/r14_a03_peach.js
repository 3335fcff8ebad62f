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
  // leaves underneath
  poly([[300, 470], [420, 520], [520, 500], [420, 470]], "#5f9e52", 200, 0.8);
  poly([[300, 470], [180, 520], [90, 500], [180, 465]], "#6f9e55", 200, 0.8);
  // fruit: blush layers
  oval(300, 300, 195, 180, 0, "#f6c08e", 190);
  oval(320, 310, 160, 150, 0, "#f4a582", 200);
  oval(335, 320, 110, 100, 0, "#ec8468", 210);
  oval(345, 325, 60, 55, 0, "#d8604e", 215);
  // crease
  poly([[290, 125], [305, 125], [320, 300], [300, 470], [290, 300]], "#d36c55", 200, 0.7);
  // stalk on top
  poly([[296, 130], [306, 130], [312, 95], [302, 92]], "#6b5a3a", 220, 0.2);
}
