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
  // berry body: a rounded cone, point down
  poly([[300,560],[200,420],[150,280],[190,160],[300,130],[410,160],[450,280],[400,420]], "#d8284a", 205, 0.7);
  poly([[300,520],[220,410],[185,290],[215,190],[300,170],[385,190],[415,290],[380,410]], "#e8406a", 215, 0.7);
  poly([[300,470],[250,380],[235,290],[300,230],[365,290],[350,380]], "#c01e48", 220, 0.7);
  // seeds
  for (let r = 0; r < 6; r++) for (let c = 0; c < 5; c++) {
    const x = 205 + c * 48 + (r % 2) * 24, y = 200 + r * 55;
    if (abs(x - 300) < 150 - r * 18) { brush.fill("#f4d06a", 230); brush.circle(x, y, 5, 0.3); }
  }
  // green calyx on top
  for (let i = 0; i < 5; i++) {
    const a = -160 + i * 35;
    poly([[300,140],[300 + cos(a) * 60 - 12, 140 + sin(a) * 40 + 30],[300 + cos(a) * 95, 140 + sin(a) * 45 + 20],[300 + cos(a) * 60 + 12, 140 + sin(a) * 40 + 10]], "#4f8a3a", 210, 0.5);
  }
  poly([[294,140],[306,140],[312,70],[300,68]], "#3f7030", 210, 0.3);
}
