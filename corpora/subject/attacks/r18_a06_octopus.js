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
  // tentacles below the head
  for (let i = 0; i < 6; i++) {
    const x = 170 + i * 52;
    const s = i % 2 ? 1 : -1;
    poly([[x - 18, 330],[x + 18, 330],[x + 20 + s * 30, 440],[x + s * 10, 540],[x - 10 + s * 40, 560],[x - 14 + s * 20, 440]], "#d84a8a", 200, 0.6);
  }
  // head, a tall dome
  poly([[150,340],[140,240],[180,140],[300,80],[420,140],[460,240],[450,340]], "#e0609a", 200, 0.8);
  poly([[180,330],[175,240],[210,160],[300,115],[390,160],[425,240],[420,330]], "#d8508e", 215, 0.8);
  // eyes
  oval(250, 260, 26, 30, 0, "#fbf2f0", 230, 10);
  oval(350, 260, 26, 30, 0, "#fbf2f0", 230, 10);
  brush.fill("#201018", 240); brush.circle(255, 268, 12, 0.2);
  brush.fill("#201018", 240); brush.circle(345, 268, 12, 0.2);
  // suckers
  for (let i = 0; i < 6; i++) { brush.fill("#f8c0d8", 200); brush.circle(170 + i * 52, 420, 6, 0.2); }
}
