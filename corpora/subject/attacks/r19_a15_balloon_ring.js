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

  poly([[296,320],[306,320],[318,590],[308,592]], "#5b8c4a", 190, 0.3);
  poly([[312,470],[420,430],[470,450],[380,500]], "#6f9e55", 200, 0.8);
  poly([[308,520],[210,490],[160,510],[250,550]], "#6f9e55", 200, 0.8);

  for (let i = 0; i < 5; i++) {
    const a = i * 72 - 90;
    const bx = 300 + cos(a) * 150, by = 300 + sin(a) * 150;
    blob(bx, by, 78, 66, a, "#f4a582", 195);
    blob(bx - cos(a)*6, by - sin(a)*6, 58, 48, a, "#ee8866", 210);
    brush.fill("#fdf6ea", 220); brush.circle(bx + cos(a-60)*35, by + sin(a-60)*35, 10, 0.2);
    poly([[300 + cos(a)*70 + cos(a+90)*8, 300 + sin(a)*70 + sin(a+90)*8], [300 + cos(a)*82, 300 + sin(a)*82], [300 + cos(a)*70 - cos(a+90)*8, 300 + sin(a)*70 - sin(a+90)*8]], "#c8504a", 230, 0.1);
    poly([[300 + cos(a-4)*20, 300 + sin(a-4)*20], [300 + cos(a-2)*72, 300 + sin(a-2)*72], [300 + cos(a+2)*72, 300 + sin(a+2)*72], [300 + cos(a+4)*20, 300 + sin(a+4)*20]], "#c8504a", 225, 0.1);
  }
  brush.fill("#f2d36b", 220); brush.circle(300, 300, 16, 0.4);

}
