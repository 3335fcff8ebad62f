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

  poly([[40,560],[180,470],[300,520],[420,460],[560,560]], "#5b8c4a", 185, 0.8);
  poly([[80,520],[560,520],[560,540],[80,540]], "#6f9e55", 160, 0.3);
  blob(300, 280, 200, 200, 0, "#f4a582", 190);
  blob(300, 280, 150, 150, 0, "#ee9a70", 205);
  blob(300, 280, 90, 90, 0, "#e8805a", 215);

}
