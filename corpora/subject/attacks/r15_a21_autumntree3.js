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
// a fluffy lobed canopy: many overlapping round clumps scattered round (cx, cy)
function canopy(cx, cy, R, n, size, col, op, seed) {
  randomSeed(seed);
  for (let k = 0; k < n; k++) {
    const a = random(360), d = R * sqrt(random(0.15, 1));
    oval(cx + cos(a) * d, cy + sin(a) * d * 0.85, size * random(0.8, 1.2), size * random(0.7, 1.0), random(180), col, op);
  }
}
function trunk(col) {
  // trunk with flared roots
  poly([[282, 300], [318, 300], [326, 520], [360, 575], [240, 575], [274, 520]], col, 215, 0.3);
  // branches reaching into the crown
  poly([[300, 390], [312, 380], [420, 250], [410, 244]], col, 210, 0.2);
  poly([[296, 410], [286, 400], [170, 270], [178, 262]], col, 210, 0.2);
  poly([[300, 330], [308, 330], [350, 160], [342, 158]], col, 210, 0.2);
  poly([[298, 340], [290, 340], [230, 170], [238, 166]], col, 210, 0.2);
}
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  oval(300, 575, 130, 14, 0, "#d9c3ae", 170);
  trunk("#7a5a3a");
  canopy(300, 240, 210, 24, 60, "#f7c8a8", 175, 11);
  canopy(300, 240, 150, 16, 52, "#f4a582", 185, 12);
  canopy(300, 240, 85, 9, 40, "#e0704f", 200, 13);
  canopy(300, 240, 40, 5, 28, "#b8304a", 215, 14);
  // a nesting bird box on the trunk
  poly([[282, 420], [318, 420], [318, 465], [282, 465]], "#a0603a", 225, 0.1);
  brush.fill("#3a2418", 235); brush.circle(300, 440, 7, 0.1);
}
