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

  blob(300, 330, 200, 190, 0, "#f4a582", 190, 0.25);
  blob(320, 340, 150, 140, 0, "#ee8866", 190, 0.2);
  blob(250, 300, 60, 70, -20, "#f8c8a8", 160, 0.2);
  poly([[300,150],[310,150],[318,330],[306,520],[296,520],[300,330]], "#c8504a", 120, 0.1);
  poly([[296,150],[306,150],[300,110],[292,110]], "#6b4a2a", 220, 0.1);
  poly([[302,130],[380,80],[440,95],[370,135]], "#6f9e55", 200, 0.2);
}
