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

  poly([[60,400],[200,350],[350,380],[540,340],[540,460],[60,460]], "#6f9e55", 200, 0.2);
  blob(300, 380, 130, 130, 0, "#ee8866", 210, 0.25);
  for (let i = 0; i < 9; i++) {
    const a = -170 + i * 20;
    poly([[300 + cos(a - 5) * 150, 380 + sin(a - 5) * 150],[300 + cos(a) * 250, 380 + sin(a) * 250],[300 + cos(a + 5) * 150, 380 + sin(a + 5) * 150]], "#f4a582", 190, 0.2);
  }
  poly([[60,400],[200,350],[350,380],[540,340],[540,460],[60,460]], "#5b8c4a", 220, 0.1);
}
