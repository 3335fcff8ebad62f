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
  // seaweed below
  poly([[290, 420], [305, 420], [320, 590], [300, 592]], "#4f8a45", 210, 0.6, 0.2);
  poly([[300, 500], [380, 470], [400, 500]], "#6f9e55", 195, 0.7);
  // tentacles, curling out
  for (let i = 0; i < 6; i++) {
    const a = 20 + i * 28;
    const pts = [];
    for (let k = 0; k <= 8; k++) {
      const r = 60 + k * 22, aa = a + sin(k * 40) * 18;
      pts.push([300 + cos(aa) * r - sin(aa) * (18 - k * 2), 300 + sin(aa) * r * 0.8 + cos(aa) * (18 - k * 2)]);
    }
    for (let k = 8; k >= 0; k--) {
      const r = 60 + k * 22, aa = a + sin(k * 40) * 18;
      pts.push([300 + cos(aa) * r + sin(aa) * (18 - k * 2), 300 + sin(aa) * r * 0.8 - cos(aa) * (18 - k * 2)]);
    }
    poly(pts, "#ec8468", 195, 0.6);
  }
  // head
  oval(300, 200, 120, 140, 0, "#f4a582", 200);
  oval(300, 220, 80, 100, 0, "#ec8468", 205);
  oval(260, 240, 18, 22, 0, "#fbeee0", 235);
  oval(340, 240, 18, 22, 0, "#fbeee0", 235);
  oval(262, 246, 9, 11, 0, "#3a2a2a", 235);
  oval(338, 246, 9, 11, 0, "#3a2a2a", 235);
}
