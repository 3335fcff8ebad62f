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
  const bx = 300 + cos(a) * 80, by = 320 + sin(a) * 80;
  const tx = 300 + cos(a) * (80 + len), ty = 320 + sin(a) * (80 + len);
  const nx = -sin(a) * w, ny = cos(a) * w;
  poly([[bx + nx, by + ny], [tx + nx, ty + ny], [tx + cos(a) * w, ty + sin(a) * w], [tx - nx, ty - ny], [bx - nx, by - ny]], c, o, 0.6);
}
const STITCHES = [
  [247, 432, 7, 5, 30],
  [248, 446, 7, 5, 30],
  [249, 460, 7, 5, -30],
  [249, 474, 7, 5, -30],
  [247, 488, 7, 5, 30],
  [249, 502, 7, 5, 30],
  [249, 516, 7, 5, -30],
  [250, 530, 7, 5, 30],
  [249, 544, 7, 5, -30],
  [267, 432, 7, 5, 30],
  [268, 446, 7, 5, 30],
  [266, 460, 7, 5, 30],
  [270, 474, 7, 5, 30],
  [269, 488, 7, 5, 30],
  [269, 502, 7, 5, 30],
  [270, 516, 7, 5, 30],
  [269, 530, 7, 5, -30],
  [270, 544, 7, 5, 30],
  [288, 432, 7, 5, 30],
  [287, 446, 7, 5, -30],
  [288, 460, 7, 5, 30],
  [289, 474, 7, 5, 30],
  [287, 488, 7, 5, -30],
  [286, 502, 7, 5, -30],
  [290, 516, 7, 5, -30],
  [290, 530, 7, 5, 30],
  [288, 544, 7, 5, -30],
  [310, 432, 7, 5, -30],
  [310, 446, 7, 5, -30],
  [310, 460, 7, 5, 30],
  [309, 474, 7, 5, 30],
  [309, 488, 7, 5, -30],
  [307, 502, 7, 5, -30],
  [310, 516, 7, 5, -30],
  [306, 530, 7, 5, -30],
  [310, 544, 7, 5, 30],
  [327, 432, 7, 5, -30],
  [328, 446, 7, 5, -30],
  [326, 460, 7, 5, -30],
  [326, 474, 7, 5, -30],
  [330, 488, 7, 5, -30],
  [327, 502, 7, 5, 30],
  [330, 516, 7, 5, 30],
  [326, 530, 7, 5, 30],
  [330, 544, 7, 5, 30],
  [349, 432, 7, 5, -30],
  [350, 446, 7, 5, -30],
  [349, 460, 7, 5, -30],
  [350, 474, 7, 5, 30],
  [349, 488, 7, 5, 30],
  [350, 502, 7, 5, 30],
  [349, 516, 7, 5, 30],
  [349, 530, 7, 5, -30],
  [350, 544, 7, 5, 30]
];
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // knitted green cuff
  poly([[245, 420], [355, 420], [365, 560], [235, 560]], "#4f8a45", 210, 0.2, 0.2);
  for (let i = 0; i < 6; i++) poly([[245 + i * 20, 425], [255 + i * 20, 425], [257 + i * 20, 555], [247 + i * 20, 555]], "#3f7a3a", 200, 0.1, 0.1);
  // rubber glove, coral
  poly([[255, 330], [345, 330], [350, 425], [250, 425]], "#d0508a", 195, 0.3);
  oval(300, 320, 105, 110, 0, "#d0508a", 195);
  const angs = [-150, -112, -90, -68, -40];
  const lens = [110, 150, 165, 150, 120];
  for (let i = 0; i < 5; i++) finger(angs[i], lens[i], 28, "#d0508a", 195);
  for (let i = 0; i < 5; i++) finger(angs[i], lens[i] - 25, 14, "#e890b8", 200);
  // seams
  for (let i = 0; i < 5; i++) oval(300 + cos(angs[i]) * 80, 320 + sin(angs[i]) * 80, 20, 6, angs[i] + 90, "#a02060", 215);
  for (const s of STITCHES) oval(s[0], s[1], s[2], s[3], s[4], "#3a6a30", 215);
}
