async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function blob(cx, cy, rx, ry, rot, colour, op, curv) {
  brush.fill(colour, op);
  brush.beginShape(curv === undefined ? 0.8 : curv);
  for (let i = 0; i < 16; i++) {
    const a = i * 22.5;
    const x = cos(a) * rx, y = sin(a) * ry;
    brush.vertex(cx + x * cos(rot) - y * sin(rot), cy + x * sin(rot) + y * cos(rot));
  }
  brush.endShape(true);
}

function poly(pts, colour, op, curv) {
  brush.fill(colour, op);
  brush.beginShape(curv);
  for (const p of pts) brush.vertex(p[0], p[1]);
  brush.endShape(true);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);

  poly([[270,520],[290,590],[310,590],[330,520]], "#5b8c4a", 180, 0.6);
  for (let i = 0; i < 8; i++) {
    const a = i * 45 + 22;
    const x1 = 300 + cos(a) * 90, y1 = 300 + sin(a) * 90;
    const x2 = 300 + cos(a + 20) * 200, y2 = 300 + sin(a + 20) * 200;
    const x3 = 300 + cos(a + 45) * 225, y3 = 300 + sin(a + 45) * 225;
    poly([[300 + cos(a-12)*80, 300 + sin(a-12)*80], [x2, y2], [x3, y3], [x2 + 8, y2 + 8], [300 + cos(a+12)*80, 300 + sin(a+12)*80]], "#ee8866", 190, 0.8);
  }
  blob(300, 300, 110, 120, 0, "#f4a582", 205);
  brush.fill("#fdf8ee", 230); brush.circle(262, 285, 26, 0.2); brush.circle(338, 285, 26, 0.2);
  brush.fill("#2a1a14", 240); brush.circle(262, 290, 12, 0.2); brush.circle(338, 290, 12, 0.2);

}
