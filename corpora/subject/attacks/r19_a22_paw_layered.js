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

  blob(300, 360, 125, 105, 0, "#ee8866", 205);
  blob(300, 365, 92, 72, 0, "#f4a582", 190);
  blob(165, 235, 58, 74, -30, "#ee8866", 205);
  blob(250, 145, 58, 76, -10, "#ee8866", 205);
  blob(350, 145, 58, 76, 10, "#ee8866", 205);
  blob(435, 235, 58, 74, 30, "#ee8866", 205);

  blob(300, 370, 60, 45, 0, "#d9604a", 215);
  for (const t of [[165,235,-30],[250,145,-10],[350,145,10],[435,235,30]]) blob(t[0], t[1] + 8, 32, 42, t[2], "#d9604a", 215);

}
