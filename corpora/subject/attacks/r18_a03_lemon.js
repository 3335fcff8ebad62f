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
  // two leaves beneath the lemon
  poly([[300,420],[200,470],[120,540],[230,530]], "#5b8c4a", 200, 0.8);
  poly([[300,420],[400,470],[480,540],[370,530]], "#6f9e55", 200, 0.8);
  // lemon body, pointed ends
  poly([[70,300],[110,240],[200,150],[300,120],[400,150],[490,240],[530,300],[490,360],[400,450],[300,480],[200,450],[110,360]], "#f2cc2a", 200, 0.75);
  poly([[110,300],[150,250],[220,180],[300,160],[380,180],[450,250],[490,300],[450,350],[380,420],[300,440],[220,420],[150,350]], "#f0c020", 215, 0.75);
  oval(250, 240, 70, 30, -20, "#f8e070", 200, 10);
  // dimpled peel dots
  for (let i = 0; i < 12; i++) { brush.fill("#d8a418", 190); brush.circle(180 + (i * 73) % 260, 230 + (i * 47) % 150, 4, 0.3); }
}
