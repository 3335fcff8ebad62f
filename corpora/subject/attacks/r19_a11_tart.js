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

  blob(300, 280, 225, 215, 0, "#d98a5a", 210);
  blob(300, 280, 190, 180, 0, "#f8c890", 200);
  for (let i = 0; i < 16; i++) { const a = i * 22.5; brush.fill("#c87a4a", 200); brush.circle(300 + cos(a)*208, 280 + sin(a)*198, 14, 0.3); }
  for (let i = 0; i < 5; i++) {
    const a = i * 72 - 90;
    blob(300 + cos(a)*70, 280 + sin(a)*70, 42, 24, a, "#c8404a", 225);
    blob(300 + cos(a)*70, 280 + sin(a)*70, 24, 12, a, "#f0a0a0", 200);
  }
  brush.fill("#3a3a6a", 230);
  brush.circle(300, 280, 18, 0.3);

}
