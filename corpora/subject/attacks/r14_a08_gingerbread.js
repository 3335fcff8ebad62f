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
function limb(x0, y0, x1, y1, w, c, o) {
  const a = atan2(y1 - y0, x1 - x0), nx = -sin(a) * w, ny = cos(a) * w;
  poly([[x0 + nx, y0 + ny], [x1 + nx, y1 + ny], [x1 + cos(a) * w, y1 + sin(a) * w], [x1 - nx, y1 - ny], [x0 - nx, y0 - ny]], c, o, 0.7);
}
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // stick
  poly([[293, 420], [307, 420], [309, 590], [291, 590]], "#5b8c4a", 215, 0.1, 0.2);
  const c = "#e79a6a", d = "#c8704a";
  oval(300, 280, 95, 110, 0, c, 200);
  oval(300, 130, 70, 68, 0, c, 200);
  limb(300, 250, 470, 220, 45, c, 200);
  limb(300, 250, 130, 220, 45, c, 200);
  limb(300, 330, 400, 450, 48, c, 200);
  limb(300, 330, 200, 450, 48, c, 200);
  // icing: eyes, smile, buttons, zigzag cuffs
  oval(275, 120, 9, 9, 0, "#5a3a2a", 230);
  oval(325, 120, 9, 9, 0, "#5a3a2a", 230);
  for (let i = 0; i < 5; i++) oval(280 + i * 10, 160 + abs(i - 2) * -4, 5, 4, 0, "#fbeee0", 230);
  for (let i = 0; i < 3; i++) oval(300, 240 + i * 40, 12, 12, 0, "#d8404a", 225);
  oval(455, 222, 10, 40, 0, "#fbeee0", 220);
  oval(145, 222, 10, 40, 0, "#fbeee0", 220);
}
