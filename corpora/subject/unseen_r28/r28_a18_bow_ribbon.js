async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// a closed wobbly ellipse
function blob(cx, cy, rx, ry, rot, col, op, bleed) {
  brush.fill(col, op);
  brush.fillBleed(bleed);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  for (let k = 0; k < 16; k++) {
    const t = k * 22.5;
    const x = cos(t) * rx, y = sin(t) * ry;
    brush.vertex(cx + x * cos(rot) - y * sin(rot), cy + x * sin(rot) + y * cos(rot));
  }
  brush.endShape(true);
}

function poly(pts, col, op, bleed) {
  brush.fill(col, op);
  brush.fillBleed(bleed);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5);
  for (const p of pts) brush.vertex(p[0], p[1]);
  brush.endShape(true);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();

  poly([[300,300],[120,170],[80,300],[120,420]], "#f4a582", 200, 0.25);
  poly([[300,300],[480,170],[520,300],[480,420]], "#f4a582", 200, 0.25);
  poly([[300,300],[200,560],[240,570],[300,330]], "#ee8866", 200, 0.2);
  poly([[300,300],[400,560],[360,570],[300,330]], "#ee8866", 200, 0.2);
  blob(300, 300, 45, 50, 0, "#c8504a", 220, 0.15);
}
