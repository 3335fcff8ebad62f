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

  blob(300, 300, 90, 200, 0, "#f4a582", 200, 0.25);
  poly([[300,480],[220,590],[300,540],[380,590]], "#ee8866", 200, 0.2);
  poly([[220,230],[110,200],[150,300]], "#ee8866", 190, 0.2);
  poly([[380,230],[490,200],[450,300]], "#ee8866", 190, 0.2);
  blob(300, 250, 60, 60, 0, "#c8504a", 200, 0.15);
  blob(300, 360, 40, 50, 0, "#c8504a", 190, 0.15);
  blob(265, 140, 10, 10, 0, "#3b2a20", 230, 0.02);
  blob(335, 140, 10, 10, 0, "#3b2a20", 230, 0.02);
}
