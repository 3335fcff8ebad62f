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
  // a single leaf under the plum
  poly([[120,470],[300,430],[500,470],[300,520]], "#5b8c4a", 200, 0.8);
  // plum
  oval(300, 290, 200, 190, 0, "#8a2a6a", 200, 18);
  oval(310, 300, 170, 160, 0, "#a03278", 210, 16);
  // groove
  poly([[300,110],[286,200],[290,320],[300,470],[310,320],[306,200]], "#6a1a50", 200, 0.6);
  // highlight
  oval(220, 220, 45, 25, -40, "#e890c0", 200, 10);
  // stalk
  poly([[296,110],[304,110],[312,70],[304,68]], "#5a4020", 220, 0.3);
}
