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
// a bunch of balloons held by their strings
const KNOTS = [];
function balloons(cx, cy, R, n, col, op, seed) {
  randomSeed(seed);
  for (let k = 0; k < n; k++) {
    const a = k * 360 / n + random(-10, 10), d = R * random(0.55, 0.8);
    const x = cx + cos(a) * d, y = cy + sin(a) * d * 0.9;
    oval(x, y, R * 0.42, R * 0.46, 0, col, op);
    KNOTS.push([x, y + R * 0.46]);
  }
  oval(cx, cy, R * 0.75, R * 0.7, 0, col, op);
}
function string(x, y) {
  poly([[x - 1.5, y], [x + 1.5, y], [301.5, 530], [298.5, 530]], "#8a7a6a", 200, 0.3);
}
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // the strings first, gathered in one hand-tied knot below
  for (const x of [180, 220, 260, 300, 340, 380, 420]) string(x, 380);
  poly([[292, 520], [308, 520], [312, 545], [288, 545]], "#c8504a", 220, 0.2);
  balloons(300, 250, 220, 12, "#f7c8a8", 180, 3);
  balloons(300, 250, 160, 10, "#f4a582", 190, 5);
  balloons(300, 250, 95, 8, "#e0704f", 200, 7);
  oval(300, 250, 45, 48, 0, "#b8304a", 215);
  // each balloon's little knot
  for (const k of KNOTS) poly([[k[0] - 6, k[1] + 6], [k[0] + 6, k[1] + 6], [k[0], k[1] - 4]], "#c8504a", 215, 0.2);
}
