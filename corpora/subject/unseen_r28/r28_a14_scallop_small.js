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

  const cx = 300, cy = 390, R = 190;
  poly([[cx,cy],[cx-R,cy-R*0.55],[cx-R*0.8,cy-R*0.95],[cx-R*0.35,cy-R*1.15],[cx,cy-R*1.2],[cx+R*0.35,cy-R*1.15],[cx+R*0.8,cy-R*0.95],[cx+R,cy-R*0.55]], "#f4a582", 190, 0.25);
  for (let i = 0; i < 9; i++) {
    const a = -165 + i * 18.75;
    poly([[cx-3,cy],[cx + cos(a) * R * 1.1 - 7, cy + sin(a) * R * 1.1],[cx + cos(a) * R * 1.1 + 7, cy + sin(a) * R * 1.1],[cx+3,cy]], "#c8504a", 170, 0.1);
  }
  poly([[cx-50,cy-10],[cx+50,cy-10],[cx+35,cy+40],[cx-35,cy+40]], "#ee8866", 210, 0.2);
}
