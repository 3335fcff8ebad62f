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
  poly([[292, 420], [308, 420], [312, 592], [288, 592]], "#4f8a45", 215, 0.1, 0.2);
  poly([[300, 520], [200, 480], [170, 500], [270, 540]], "#6f9e55", 200, 0.7);
  // a long snail body, head up on the left with two tentacles
  poly([[80, 410], [100, 330], [130, 300], [160, 330], [170, 390], [480, 400], [520, 425], [300, 440], [90, 440]], "#c8906e", 210, 0.6);
  poly([[115, 305], [95, 230], [103, 228], [125, 303]], "#c8906e", 215, 0.2);
  poly([[140, 305], [150, 228], [158, 230], [150, 306]], "#c8906e", 215, 0.2);
  oval(99, 226, 9, 9, 0, "#4a2a2a", 235);
  oval(154, 226, 9, 9, 0, "#4a2a2a", 235);
  oval(122, 345, 5, 5, 0, "#4a2a2a", 235);
  // shell
  oval(320, 250, 165, 160, 0, "#f4a582", 205);
  for (let k = 0; k < 52; k++) {
    const a0 = k * 18, a1 = a0 + 20;
    const r0 = 8 + k * 2.95, r1 = 8 + (k + 1) * 2.95, w = 8;
    poly([[320 + cos(a0) * (r0 - w), 250 + sin(a0) * (r0 - w)], [320 + cos(a1) * (r1 - w), 250 + sin(a1) * (r1 - w)],
          [320 + cos(a1) * (r1 + w), 250 + sin(a1) * (r1 + w)], [320 + cos(a0) * (r0 + w), 250 + sin(a0) * (r0 + w)]],
         "#b04a36", 215, 0.3, 0.15);
  }
}
