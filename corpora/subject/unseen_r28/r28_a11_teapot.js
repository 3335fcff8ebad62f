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

  blob(300, 350, 170, 140, 0, "#f4a582", 200, 0.25);
  blob(300, 350, 120, 100, 0, "#ee8866", 180, 0.2);
  poly([[130,330],[60,230],[80,220],[150,300]], "#ee8866", 210, 0.15);
  poly([[460,300],[540,300],[540,400],[460,400],[460,380],[520,380],[520,320],[460,320]], "#ee8866", 210, 0.15);
  blob(300, 210, 90, 25, 0, "#c8504a", 210, 0.15);
  blob(300, 180, 20, 18, 0, "#c8504a", 220, 0.1);
  blob(300, 500, 130, 15, 0, "#c8504a", 200, 0.1);
}
