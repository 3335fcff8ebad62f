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

  poly([[100,560],[500,560],[480,590],[120,590]], "#6f9e55", 190, 0.5);
  poly([[280,560],[320,560],[312,330],[288,330]], "#6b7a3a", 225, 0.2);
  poly([[300,420],[360,370],[366,378],[304,432]], "#6b7a3a", 220, 0.2);
  blob(300, 230, 210, 170, 0, "#f4a582", 190);
  blob(240, 200, 110, 90, 0, "#ee9a70", 205);
  blob(370, 250, 110, 90, 0, "#ee8866", 205);
  blob(300, 290, 80, 50, 0, "#d9774f", 215);

}
