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
function finger(a, len, w, c, o) {
  const bx = 300 + cos(a) * 70, by = 300 + sin(a) * 70;
  const tx = 300 + cos(a) * (70 + len), ty = 300 + sin(a) * (70 + len);
  const nx = -sin(a) * w, ny = cos(a) * w;
  poly([[bx + nx, by + ny], [tx + nx, ty + ny], [tx + cos(a) * w, ty + sin(a) * w], [tx - nx, ty - ny], [bx - nx, by - ny]], c, o, 0.6);
}
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // narrow green sleeve
  poly([[262, 400], [338, 400], [344, 560], [256, 560]], "#4f8a45", 210, 0.2, 0.2);
  poly([[255, 400], [345, 400], [347, 420], [253, 420]], "#3f7a3a", 220, 0.1, 0.1);
  poly([[270, 300], [330, 300], [336, 405], [264, 405]], "#f4b090", 190, 0.3);
  oval(300, 300, 105, 110, 0, "#f4b090", 195);
  const angs = [-165, -115, -90, -65, -15];
  const lens = [110, 150, 165, 150, 125];
  for (let i = 0; i < 5; i++) finger(angs[i], lens[i], 28, "#f4b090", 195);
  for (let i = 0; i < 5; i++) finger(angs[i], lens[i] - 20, 18, "#ec9878", 205);
  oval(300, 310, 60, 60, 0, "#e08868", 205);
  oval(300, 315, 30, 30, 0, "#c8604a", 210);
  for (let i = 0; i < 5; i++) oval(300 + cos(angs[i]) * (50 + lens[i]), 300 + sin(angs[i]) * (50 + lens[i]), 12, 16, angs[i] + 90, "#fbe0d0", 230);
}
