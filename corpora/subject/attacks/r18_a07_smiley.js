async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function poly(pts, col, op, curv, bleed) {
  brush.fill(col, op);
  brush.fillBleed(bleed === undefined ? 0.25 : bleed);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(curv);
  for (const p of pts) brush.vertex(p[0], p[1]);
  brush.endShape(true);
}

function oval(cx, cy, rx, ry, rot, col, op, n) {
  const pts = [];
  const k = n || 14;
  for (let i = 0; i < k; i++) {
    const a = i * 360 / k;
    const x = cos(a) * rx, y = sin(a) * ry;
    pts.push([cx + x * cos(rot) - y * sin(rot), cy + x * sin(rot) + y * cos(rot)]);
  }
  poly(pts, col, op, 0.8);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  oval(300, 300, 210, 210, 0, "#f6cc30", 195, 18);
  oval(300, 300, 180, 180, 0, "#f2c020", 210, 18);
  oval(300, 300, 120, 120, 0, "#f0b818", 200, 16);
  // eyes
  oval(230, 240, 18, 32, 0, "#3a2410", 235, 10);
  oval(370, 240, 18, 32, 0, "#3a2410", 235, 10);
  // smile
  poly([[190,340],[240,400],[300,420],[360,400],[410,340],[360,380],[300,395],[240,380]], "#7a3010", 225, 0.6);
}
