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

  blob(300, 280, 220, 205, 0, "#d9504a", 200);
  blob(300, 282, 205, 190, 0, "#f4b08a", 210);
  blob(300, 282, 170, 160, 0, "#f6c09a", 190);
  for (let i = 0; i < 5; i++) {
    const a = i * 72 - 90;
    poly([[300 + cos(a-25)*15, 282 + sin(a-25)*15], [300 + cos(a-6)*75, 282 + sin(a-6)*75], [300 + cos(a+6)*75, 282 + sin(a+6)*75], [300 + cos(a+25)*15, 282 + sin(a+25)*15]], "#e8906a", 200, 0.6);
    blob(300 + cos(a)*48, 282 + sin(a)*48, 22, 10, a, "#5a2a1c", 235);
  }
  brush.fill("#f2d36b", 220);
  brush.circle(300, 282, 12, 0.3);
  poly([[296,80],[304,80],[310,40],[300,36]], "#5a3a1c", 230, 0.2);

}
