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
  // stick
  poly([[294, 300], [306, 300], [308, 590], [292, 590]], "#5b8c4a", 215, 0.1, 0.2);
  // fluff
  randomSeed(3);
  for (let i = 0; i < 22; i++) {
    const a = random(360), r = random(0, 150);
    oval(300 + cos(a) * r, 250 + sin(a) * r * 0.9, random(50, 80), random(45, 70), random(360), "#f4a8b0", 170);
  }
  for (let i = 0; i < 12; i++) {
    const a = random(360), r = random(0, 110);
    oval(300 + cos(a) * r, 250 + sin(a) * r * 0.9, random(35, 55), random(30, 50), random(360), "#ec8898", 190);
  }
  oval(300, 260, 50, 45, 0, "#d8607a", 200);
}
