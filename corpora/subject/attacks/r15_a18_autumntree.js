async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// an ellipse-ish wash: centre, radii, turn, colour, opacity
function oval(cx, cy, rx, ry, rot, col, op, bleed) {
  brush.fill(col, op);
  brush.fillBleed(bleed === undefined ? 0.25 : bleed);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9);
  for (let k = 0; k < 12; k++) {
    const t = k * 30;
    const x = rx * cos(t), y = ry * sin(t);
    brush.vertex(cx + x * cos(rot) - y * sin(rot), cy + x * sin(rot) + y * cos(rot));
  }
  brush.endShape(true);
}

// a closed wash through the given points
function poly(pts, col, op, curve) {
  brush.fill(col, op);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(curve === undefined ? 0.6 : curve);
  for (const p of pts) brush.vertex(p[0], p[1]);
  brush.endShape(true);
}
// a fluffy lobed canopy: many overlapping round clumps around (cx, cy)
function canopy(cx, cy, R, n, col, op, seed) {
  randomSeed(seed);
  for (let k = 0; k < n; k++) {
    const a = k * 360 / n + random(-10, 10), d = R * random(0.55, 0.8);
    oval(cx + cos(a) * d, cy + sin(a) * d * 0.9, R * 0.42, R * 0.38, a, col, op);
  }
  oval(cx, cy, R * 0.75, R * 0.7, 0, col, op);
}
function trunk(col) {
  poly([[280, 330], [320, 330], [330, 540], [350, 575], [250, 575], [270, 540]], col, 215, 0.3);
  poly([[300, 380], [310, 370], [400, 290], [392, 282]], col, 215, 0.2);
  poly([[295, 400], [288, 390], [200, 300], [208, 294]], col, 215, 0.2);
}
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  trunk("#7a5a3a");
  canopy(300, 250, 220, 12, "#f7c8a8", 180, 3);
  canopy(300, 250, 160, 10, "#f4a582", 190, 5);
  canopy(300, 250, 95, 8, "#e0704f", 200, 7);
  oval(300, 250, 45, 40, 0, "#b8304a", 215);
}
