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

  poly([[296,430],[312,430],[326,590],[314,592]], "#5b8c4a", 190, 0.3);
  poly([[318,480],[420,440],[470,460],[380,510]], "#6f9e55", 200, 0.8);
  poly([[310,520],[210,490],[160,510],[250,550]], "#6f9e55", 200, 0.8);

  blob(300, 280, 220, 210, 0, "#d98a5a", 205);
  blob(300, 282, 190, 180, 0, "#f0a870", 200);
  const chips = [[300,220],[360,270],[335,345],[260,345],[240,270],[200,180],[410,190],[430,340],[180,380],[300,430],[300,130]];
  for (const c of chips) blob(c[0], c[1], 22, 16, c[0], "#5a2a1c", 235);

}
