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
  // neck and green turtleneck
  poly([[275, 380], [325, 380], [330, 440], [270, 440]], "#f2c8a8", 200, 0.3);
  poly([[200, 440], [400, 440], [420, 590], [180, 590]], "#4f8a45", 210, 0.4, 0.2);
  // curly hair: many curls around the head
  randomSeed(7);
  for (let i = 0; i < 26; i++) {
    const a = -200 + i * 9.5, r = 175 + random(-15, 15);
    oval(300 + cos(a) * r * 0.9, 270 + sin(a) * r, 45, 45, 0, "#e07a5a", 200);
  }
  // face
  oval(300, 290, 110, 130, 0, "#f6d2b8", 215);
  oval(262, 270, 10, 12, 0, "#4a2a2a", 235);
  oval(338, 270, 10, 12, 0, "#4a2a2a", 235);
  poly([[270, 340], [330, 340], [300, 360]], "#c8504a", 225, 0.5);
  oval(250, 310, 18, 12, 0, "#f2a890", 200);
  oval(350, 310, 18, 12, 0, "#f2a890", 200);
}
