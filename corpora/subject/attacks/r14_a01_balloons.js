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
function balloon(x, y, c, dark) {
  oval(x, y, 62, 78, 0, c, 190);
  oval(x + 6, y + 10, 44, 56, 0, dark, 170);
  oval(x - 22, y - 30, 12, 18, 20, "#fbeee0", 230);
  poly([[x - 8, y + 84], [x + 8, y + 84], [x, y + 74]], dark, 230, 0.1, 0.1);
}
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // strings, gathered into one green ribbon
  const tops = [[300, 160], [410, 235], [370, 360], [230, 360], [190, 235]];
  for (const t of tops) stemRect(t[0], t[1] + 80, 300, 470, 2, "#4f8a45", 220);
  stemRect(300, 470, 300, 585, 5, "#4f8a45", 220);
  poly([[300, 470], [350, 450], [345, 490]], "#5f9e52", 210, 0.3);
  poly([[300, 470], [250, 450], [255, 490]], "#5f9e52", 210, 0.3);
  const cols = [["#f4a582", "#e07a5a"], ["#f2b38f", "#e88a66"], ["#f4a582", "#d9694e"], ["#f6b896", "#e58560"], ["#f0a07a", "#d8704f"]];
  for (let i = 0; i < 5; i++) balloon(tops[i][0], tops[i][1] + 20, cols[i][0], cols[i][1]);
  balloon(300, 270, "#f2a07f", "#c8504a");
}
