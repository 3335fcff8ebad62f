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

  blob(300, 330, 120, 100, 0, "#ee8866", 205);
  blob(300, 330, 90, 70, 0, "#f4a582", 190);
  blob(170, 210, 55, 70, -30, "#ee8866", 205);
  blob(250, 130, 55, 72, -10, "#ee8866", 205);
  blob(350, 130, 55, 72, 10, "#ee8866", 205);
  blob(430, 210, 55, 70, 30, "#ee8866", 205);

}
