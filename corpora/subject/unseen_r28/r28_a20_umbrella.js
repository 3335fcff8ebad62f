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

  poly([[296,300],[306,300],[306,520],[296,520]], "#6b4a2a", 220, 0.1);
  poly([[306,510],[306,530],[270,540],[262,520],[276,515]], "#6b4a2a", 220, 0.1);
  const p = [];
  for (let k = 0; k <= 18; k++) { const t = 180 + k * 10; p.push([300 + cos(t) * 230, 320 + sin(t) * 200]); }
  for (let k = 5; k >= 0; k--) { const x = 70 + k * 92; p.push([x + 46, 300]); p.push([x, 325]); }
  poly(p, "#f4a582", 200, 0.25);
  for (let i = 0; i < 5; i++) poly([[300,120],[302,120],[70 + i * 92 + 46 + 2, 305],[70 + i * 92 + 46, 305]], "#c8504a", 180, 0.05);
  blob(300, 118, 8, 12, 0, "#6b4a2a", 220, 0.05);
}
