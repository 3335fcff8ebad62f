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

  for (let i = 0; i < 12; i++) {
    const a = i * 30;
    blob(300 + cos(a) * 150, 300 + sin(a) * 150, 80, 60, a, "#e07b39", 190, 0.25);
  }
  blob(300, 300, 140, 150, 0, "#f4a582", 210, 0.2);
  blob(250, 260, 16, 20, 0, "#3b2a20", 230, 0.05);
  blob(350, 260, 16, 20, 0, "#3b2a20", 230, 0.05);
  poly([[275,320],[325,320],[300,350]], "#7a3320", 230, 0.05);
  poly([[300,350],[304,350],[304,385],[300,385]], "#7a3320", 220, 0.05);
  blob(300, 395, 40, 12, 0, "#c8504a", 200, 0.1);
  blob(210, 170, 40, 40, 0, "#c8504a", 200, 0.1);
  blob(390, 170, 40, 40, 0, "#c8504a", 200, 0.1);
}
