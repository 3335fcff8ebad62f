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


function heartPts(cx, cy, s, rot) {
  const p = [];
  for (let k = 0; k < 36; k++) {
    const t = k * 10;
    const x = s * 16 * pow(sin(t), 3), y = -s * (13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t));
    p.push([cx + x * cos(rot) - y * sin(rot), cy + x * sin(rot) + y * cos(rot)]);
  }
  return p;
}

function petal(cx, cy, angle, reach, spread, colour, opacity) {
  brush.fill(colour, opacity);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7);
  brush.vertex(cx, cy);
  brush.vertex(cx + cos(angle - spread) * reach * 0.7, cy + sin(angle - spread) * reach * 0.7);
  brush.vertex(cx + cos(angle - spread / 3) * reach, cy + sin(angle - spread / 3) * reach);
  brush.vertex(cx + cos(angle + spread / 3) * reach, cy + sin(angle + spread / 3) * reach);
  brush.vertex(cx + cos(angle + spread) * reach * 0.7, cy + sin(angle + spread) * reach * 0.7);
  brush.endShape(true);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();

  poly(heartPts(300, 260, 12, 0), "#f4a582", 190, 0.06);
  blob(300, 260, 120, 98.39999999999999, 0, "#ee8866", 190, 0.05);
  blob(300, 260, 43.2, 38.400000000000006, 0, "#c8504a", 220, 0.04);
  poly([[318,470],[420,430],[470,455],[380,500]], "#6f9e55", 200, 0.2);
}
