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
  // two knitting needles, green, crossed below
  poly([[280, 380], [292, 380], [330, 592], [318, 592]], "#4f8a45", 220, 0.05, 0.15);
  poly([[308, 380], [320, 380], [282, 592], [270, 592]], "#4f8a45", 220, 0.05, 0.15);
  oval(300, 270, 185, 185, 0, "#f4a582", 195);
  // wound strands: arcs across the ball at several tilts
  for (let t = 0; t < 9; t++) {
    const rot = t * 40;
    for (let s = -2; s <= 2; s++) {
      const pts = [];
      for (let k = 0; k <= 8; k++) {
        const u = -70 + k * 17.5;
        const x = sin(u) * 175, y = s * 28 + cos(u) * 10;
        pts.push([300 + x * cos(rot) - y * sin(rot), 270 + x * sin(rot) + y * cos(rot)]);
      }
      for (let k = 8; k >= 0; k--) {
        const u = -70 + k * 17.5;
        const x = sin(u) * 175, y = s * 28 + cos(u) * 10 + 6;
        pts.push([300 + x * cos(rot) - y * sin(rot), 270 + x * sin(rot) + y * cos(rot)]);
      }
      if ((t + s) % 3 === 0) poly(pts, "#d06a50", 205, 0.4, 0.1);
    }
  }
  // loose end trailing
  poly([[470, 300], [520, 360], [500, 420], [494, 418], [512, 362], [464, 304]], "#d06a50", 210, 0.5, 0.1);
}
