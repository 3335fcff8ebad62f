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

  poly([[300,470],[80,260],[120,180],[200,120],[300,100],[400,120],[480,180],[520,260]], "#f4a582", 190, 0.25);
  for (let i = 0; i < 7; i++) {
    const a = -160 + i * 23;
    poly([[300,470],[300 + cos(a) * 360 - 8, 470 + sin(a) * 360],[300 + cos(a) * 360 + 8, 470 + sin(a) * 360]], "#c8504a", 150, 0.1);
  }
  poly([[250,470],[350,470],[330,520],[270,520]], "#ee8866", 210, 0.2);
}
