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

  poly([[292,320],[308,320],[312,590],[288,590]], "#8a8a8a", 200, 0.1);
  for (let i = 0; i < 5; i++) {
    const a = i * 72 - 90;
    const p = [];
    for (let k = 0; k <= 10; k++) { const t = a - 10 + k * 5; const r = 60 + 170 * sin(k * 18); p.push([300 + cos(t) * r, 300 + sin(t) * r]); }
    for (let k = 10; k >= 0; k--) { const t = a - 10 + k * 5 - 14; const r = 60 + 150 * sin(k * 18) * 0.9; p.push([300 + cos(t) * r, 300 + sin(t) * r]); }
    poly(p, "#e0875a", 200, 0.2);
  }
  blob(300, 300, 62, 62, 0, "#b06040", 220, 0.1);
  blob(300, 300, 30, 30, 0, "#8a8a8a", 230, 0.05);
  for (let i = 0; i < 5; i++) blob(300 + cos(i * 72) * 45, 300 + sin(i * 72) * 45, 6, 6, 0, "#555555", 230, 0.02);
}
