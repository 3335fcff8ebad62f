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

  blob(300, 285, 225, 212, 0, "#c87a4a", 210);
  blob(300, 285, 200, 188, 0, "#f4a572", 200);
  blob(300, 285, 150, 140, 0, "#f6b585", 185);
  for (let i = 0; i < 24; i++) { const a = i * 15; blob(300 + cos(a)*212, 285 + sin(a)*200, 16, 9, a + 90, "#b86a3a", 210); }
  for (let i = 0; i < 5; i++) {
    const a = i * 72 - 90;
    blob(300 + cos(a)*60, 285 + sin(a)*60, 34, 9, a, "#9a2a3a", 235);
  }
  blob(300, 285, 14, 14, 0, "#9a2a3a", 230);

}
