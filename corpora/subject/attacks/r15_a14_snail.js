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
// a green stalk with two leaves, from (x, y0) down to the bottom of the sheet
function sprig(x, y0) {
  poly([[x - 4, y0], [x + 12, y0], [x + 30, 590], [x + 16, 592]], "#5b8c4a", 190, 0.3);
  poly([[x + 18, 470], [x + 120, 420], [x + 170, 450], [x + 80, 500]], "#6f9e55", 200, 0.8);
  poly([[x + 10, 520], [x - 90, 480], [x - 140, 500], [x - 50, 545]], "#6f9e55", 200, 0.8);
}
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  sprig(296, 360);
  // body, head and eye stalks
  poly([[120, 390], [200, 330], [470, 340], [480, 385], [160, 405]], "#c9b39a", 205, 0.7);
  poly([[430, 345], [445, 340], [500, 250], [490, 245]], "#c9b39a", 215, 0.2);
  poly([[455, 345], [468, 345], [540, 270], [532, 262]], "#c9b39a", 215, 0.2);
  brush.fill("#3a2a2a", 235); brush.circle(495, 245, 9, 0.1);
  brush.fill("#3a2a2a", 235); brush.circle(537, 262, 9, 0.1);
  // the shell: a spiral of washes winding in to the middle
  for (let k = 0; k < 7; k++) {
    const r = 160 - k * 21, a = k * 120;
    oval(300 + cos(a) * k * 5, 230 + sin(a) * k * 5, r, r * 0.95, 0, k % 2 ? "#f4a582" : "#e0704f", 190 + k * 5);
  }
  poly([[300, 230], [330, 200], [360, 240], [320, 290], [260, 260], [270, 190], [340, 160], [400, 220]], "#8e2f3c", 210, 0.9);
}
