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
  // branch it rests on
  poly([[292, 400], [308, 400], [312, 592], [288, 592]], "#4f8a45", 215, 0.1, 0.2);
  // coiled body: a thick tapering spiral, banded
  for (let k = 0; k < 46; k++) {
    const a0 = k * 22, a1 = a0 + 24;
    const r0 = 14 + k * 3.9, r1 = 14 + (k + 1) * 3.9, w = 6 + k * 0.45;
    const col = (floor(k / 3) % 2) ? "#ec8468" : "#f6b896";
    poly([[300 + cos(a0) * (r0 - w), 260 + sin(a0) * (r0 - w)], [300 + cos(a1) * (r1 - w), 260 + sin(a1) * (r1 - w)],
          [300 + cos(a1) * (r1 + w), 260 + sin(a1) * (r1 + w)], [300 + cos(a0) * (r0 + w), 260 + sin(a0) * (r0 + w)]],
         col, 210, 0.3, 0.15);
  }
  // head at the outer end, with eye and forked tongue
  oval(300 + cos(46 * 22) * 196, 260 + sin(46 * 22) * 196, 38, 28, 46 * 22 + 90, "#d8604e", 220);
  const hx = 300 + cos(46 * 22) * 196, hy = 260 + sin(46 * 22) * 196;
  oval(hx - 10, hy - 8, 6, 6, 0, "#2a2a2a", 235);
  poly([[hx, hy - 25], [hx - 6, hy - 55], [hx + 2, hy - 50], [hx + 6, hy - 58], [hx + 4, hy - 25]], "#c8304a", 225, 0.1, 0.1);
}
