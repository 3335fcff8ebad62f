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

  poly([[300,430],[180,520],[90,540],[190,470]], "#6f9e55", 200, 0.2);
  poly([[300,430],[420,520],[510,540],[410,470]], "#5b8c4a", 200, 0.2);
  blob(300, 300, 210, 200, 0, "#f4a582", 190, 0.25);
  blob(300, 300, 170, 160, 0, "#ee8866", 200, 0.2);
  blob(300, 300, 70, 85, 10, "#a0522d", 225, 0.15);
  blob(300, 300, 40, 55, 10, "#7a3320", 230, 0.1);
}
