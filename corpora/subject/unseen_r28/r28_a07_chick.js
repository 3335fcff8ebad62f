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

  poly([[100,520],[500,520],[520,570],[80,570]], "#6f9e55", 200, 0.2);
  blob(300, 360, 170, 150, 0, "#f4a582", 200, 0.25);
  blob(300, 200, 100, 95, 0, "#f4a582", 200, 0.25);
  blob(180, 360, 60, 90, -30, "#ee8866", 190, 0.2);
  blob(330, 190, 14, 16, 0, "#3b2a20", 230, 0.05);
  poly([[390,200],[440,215],[390,230]], "#c8504a", 230, 0.05);
  poly([[270,500],[280,500],[280,525],[270,525]], "#c8504a", 220, 0.05);
  poly([[320,500],[330,500],[330,525],[320,525]], "#c8504a", 220, 0.05);
}
