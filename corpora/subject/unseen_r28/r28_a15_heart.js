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

  poly([[300,300],[300,590],[310,590],[310,300]], "#5b8c4a", 190, 0.2);
  poly([[305,480],[420,440],[460,470],[380,505]], "#6f9e55", 200, 0.2);
  const p = [];
  for (let k = 0; k < 36; k++) { const t = k * 10; p.push([300 + 11 * 16 * pow(sin(t), 3), 250 - 11 * (13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t))]); }
  poly(p, "#f4a582", 190, 0.25);
  blob(300, 250, 110, 90, 0, "#ee8866", 190, 0.2);
  blob(300, 250, 40, 35, 0, "#c8504a", 220, 0.15);
}
