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

  blob(300, 300, 220, 215, 0, "#e8d5c0", 200, 0.2);
  blob(300, 300, 180, 175, 0, "#ee8866", 210, 0.25);
  blob(300, 300, 140, 135, 0, "#e07b39", 180, 0.2);
  blob(270, 280, 20, 12, 30, "#5b8c4a", 220, 0.05);
  blob(330, 320, 18, 10, -30, "#5b8c4a", 220, 0.05);
  blob(300, 350, 16, 10, 10, "#5b8c4a", 220, 0.05);
  poly([[470,380],[590,540],[570,555],[455,395]], "#a0a0a0", 210, 0.1);
}
