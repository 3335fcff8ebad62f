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

  poly([[150,520],[300,500],[450,520],[470,560],[130,560]], "#6f9e55", 180, 0.6);
  for (const [dx, rx, c] of [[-140,90,"#ee9a60"],[140,90,"#ee9a60"],[-75,100,"#f4a582"],[75,100,"#f4a582"],[0,105,"#f0a070"]]) {
    blob(300 + dx, 320, rx, 190, 0, c, 195);
  }
  for (const dx of [-110, -40, 40, 110]) {
    poly([[300+dx-6,150],[300+dx+6,150],[300+dx+8,490],[300+dx-8,490]], "#d9774f", 170, 0.5);
  }
  poly([[288,150],[312,150],[320,90],[298,80]], "#5b7a3a", 220, 0.3);
  poly([[312,110],[380,80],[400,110],[330,125]], "#6f9e55", 200, 0.8);

}
