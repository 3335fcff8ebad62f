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

  poly([[300,440],[180,560],[250,585],[310,470]], "#5b8c4a", 190, 0.8);
  poly([[300,440],[430,560],[360,590],[300,470]], "#6f9e55", 190, 0.8);
  blob(300, 300, 215, 205, 0, "#f4a582", 190);
  blob(300, 305, 170, 160, 0, "#ee9a70", 205);
  blob(300, 300, 95, 90, 0, "#e07a55", 215);
  blob(300, 300, 52, 70, 10, "#7a3b28", 230);
  blob(296, 296, 30, 45, 10, "#5a2a1c", 230);

}
