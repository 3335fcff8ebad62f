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
  // ears
  poly([[170,190],[150,70],[250,140]], "#e0608e", 200, 0.4);
  poly([[430,190],[450,70],[350,140]], "#e0608e", 200, 0.4);
  // head
  oval(300, 310, 200, 185, 0, "#f08ab0", 190, 16);
  oval(300, 320, 170, 150, 0, "#ea78a4", 205, 16);
  // snout
  oval(300, 360, 75, 52, 0, "#d04a80", 220, 12);
  oval(272, 360, 13, 18, 0, "#7a1c40", 230, 8);
  oval(328, 360, 13, 18, 0, "#7a1c40", 230, 8);
  // eyes
  brush.fill("#3a1020", 235); brush.circle(235, 265, 14, 0.2);
  brush.fill("#3a1020", 235); brush.circle(365, 265, 14, 0.2);
  // cheeks
  oval(200, 350, 28, 20, 0, "#d8487a", 180, 10);
  oval(400, 350, 28, 20, 0, "#d8487a", 180, 10);
}
