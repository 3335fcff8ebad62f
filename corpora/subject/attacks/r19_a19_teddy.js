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

  blob(170, 140, 60, 60, 0, "#d9774f", 210);
  blob(430, 140, 60, 60, 0, "#d9774f", 210);
  blob(170, 140, 32, 32, 0, "#f8c8a8", 200);
  blob(430, 140, 32, 32, 0, "#f8c8a8", 200);
  blob(300, 260, 190, 170, 0, "#f4a582", 200);
  blob(300, 320, 80, 60, 0, "#f8c8a8", 205);
  brush.fill("#2a1a14", 240); brush.circle(240, 230, 14, 0.1); brush.circle(360, 230, 14, 0.1);
  blob(300, 300, 26, 18, 0, "#3a1a14", 240);

}
