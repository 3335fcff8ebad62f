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
  // easel legs, green
  poly([[290, 420], [304, 420], [250, 590], [236, 590]], "#4f8a45", 215, 0.1, 0.2);
  poly([[296, 420], [310, 420], [364, 590], [350, 590]], "#4f8a45", 215, 0.1, 0.2);
  // archery target: concentric rings
  const rings = [[200, "#f6c9a0"], [165, "#ec8468"], [130, "#f6c9a0"], [95, "#ec8468"], [60, "#f6c9a0"], [28, "#c8404a"]];
  for (const r of rings) oval(300, 270, r[0], r[0], 0, r[1], 210);
  // an arrow stuck in it
  poly([[310, 262], [316, 268], [470, 130], [464, 124]], "#6a4a3a", 225, 0.1, 0.1);
  poly([[464, 124], [500, 110], [480, 140]], "#c8504a", 220, 0.2);
}
