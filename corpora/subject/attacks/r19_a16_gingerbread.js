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

  poly([[150,570],[450,570],[440,590],[160,590]], "#6f9e55", 190, 0.4);
  blob(300, 150, 85, 80, 0, "#e8905a", 205);
  blob(300, 330, 95, 130, 0, "#e8905a", 205);
  blob(170, 290, 100, 45, -20, "#e8905a", 205);
  blob(430, 290, 100, 45, 20, "#e8905a", 205);
  blob(225, 470, 50, 100, 20, "#e8905a", 205);
  blob(375, 470, 50, 100, -20, "#e8905a", 205);
  brush.fill("#4a2a1c", 235); brush.circle(270, 135, 10, 0.1); brush.circle(330, 135, 10, 0.1);
  poly([[265,185],[300,200],[335,185],[335,192],[300,208],[265,192]], "#fdf6ea", 230, 0.5);
  brush.fill("#c8404a", 230); brush.circle(300, 280, 14, 0.2); brush.circle(300, 330, 14, 0.2); brush.circle(300, 380, 14, 0.2);

}
