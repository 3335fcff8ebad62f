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

  poly([[300,440],[170,540],[90,545],[180,480]], "#6f9e55", 200, 0.2);
  poly([[300,440],[430,540],[510,545],[420,480]], "#5b8c4a", 200, 0.2);
  blob(190, 330, 90, 150, 0, "#e07b39", 190, 0.2);
  blob(410, 330, 90, 150, 0, "#e07b39", 190, 0.2);
  blob(250, 330, 90, 160, 0, "#ee8866", 200, 0.2);
  blob(350, 330, 90, 160, 0, "#ee8866", 200, 0.2);
  blob(300, 330, 80, 165, 0, "#f4a582", 200, 0.2);
  poly([[290,180],[310,180],[320,120],[300,115]], "#5b8c4a", 230, 0.1);
}
