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
  // green stalk the snail climbs
  poly([[292, 380], [308, 380], [312, 592], [288, 592]], "#4f8a45", 215, 0.1, 0.2);
  poly([[300, 500], [380, 460], [420, 480], [340, 520]], "#6f9e55", 200, 0.7);
  // body: a soft slug under and left of the shell, with eye stalks
  poly([[120, 400], [200, 380], [420, 395], [470, 420], [300, 430], [140, 430]], "#e8b49a", 195, 0.7);
  poly([[140, 395], [130, 330], [138, 328], [150, 392]], "#e8b49a", 210, 0.3);
  poly([[160, 395], [165, 325], [173, 326], [170, 395]], "#e8b49a", 210, 0.3);
  oval(134, 326, 8, 8, 0, "#6a3a2a", 230);
  oval(169, 322, 8, 8, 0, "#6a3a2a", 230);
  // shell: disc and a broad spiral groove
  oval(310, 250, 170, 165, 0, "#f4a582", 200);
  for (let k = 0; k < 55; k++) {
    const a0 = k * 18, a1 = a0 + 20;
    const r0 = 8 + k * 2.9, r1 = 8 + (k + 1) * 2.9, w = 7;
    poly([[310 + cos(a0) * (r0 - w), 250 + sin(a0) * (r0 - w)], [310 + cos(a1) * (r1 - w), 250 + sin(a1) * (r1 - w)],
          [310 + cos(a1) * (r1 + w), 250 + sin(a1) * (r1 + w)], [310 + cos(a0) * (r0 + w), 250 + sin(a0) * (r0 + w)]],
         "#b8503a", 215, 0.3, 0.15);
  }
}
