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
  // apple on a stick (stick goes down out of the apple)
  poly([[293, 420], [307, 420], [309, 590], [291, 590]], "#5b8c4a", 215, 0.1, 0.2);
  // caramel pool beneath
  oval(300, 430, 120, 25, 0, "#e8a060", 190);
  // apple body: two lobes at top
  poly([[300, 120], [380, 85], [470, 140], [490, 260], [440, 380], [360, 420], [300, 405], [240, 420], [160, 380], [110, 260], [130, 140], [220, 85]], "#e0705a", 200, 0.8);
  poly([[300, 150], [370, 120], [440, 170], [450, 260], [410, 350], [300, 380], [190, 350], [150, 260], [160, 170], [230, 120]], "#d05a4a", 210, 0.8);
  // shine
  oval(210, 200, 25, 50, 20, "#f8d8c8", 220);
  // apple stalk + leaf on top
  poly([[296, 125], [304, 125], [310, 70], [302, 68]], "#6a4a3a", 225, 0.2);
  poly([[306, 90], [360, 60], [380, 80], [330, 100]], "#5f9e52", 205, 0.7);
}
