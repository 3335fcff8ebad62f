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

  poly([[60,540],[200,490],[330,530],[460,480],[540,540]], "#6f9e55", 185, 0.8);
  for (const c of [[200,300,90],[290,230,110],[400,280,95],[460,340,60],[140,360,60],[300,350,130]]) blob(c[0], c[1], c[2], c[2]*0.8, 0, "#f4a582", 190);
  for (const c of [[290,260,70],[400,300,55],[200,320,55]]) blob(c[0], c[1], c[2], c[2]*0.7, 0, "#ee9a70", 205);

}
