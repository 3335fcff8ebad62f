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

  blob(300, 280, 222, 222, 0, "#e88a3a", 215);
  blob(300, 280, 205, 205, 0, "#fbe6c8", 200);
  for (let i = 0; i < 10; i++) {
    const a = i * 36 + 18;
    poly([[300 + cos(a-12)*22, 280 + sin(a-12)*22], [300 + cos(a-15)*190, 280 + sin(a-15)*190], [300 + cos(a)*196, 280 + sin(a)*196], [300 + cos(a+15)*190, 280 + sin(a+15)*190], [300 + cos(a+12)*22, 280 + sin(a+12)*22]], "#f0806a", 205, 0.4);
  }
  brush.fill("#fbe6c8", 220);
  brush.circle(300, 280, 16, 0.2);

}
