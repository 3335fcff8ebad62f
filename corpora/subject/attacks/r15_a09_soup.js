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
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // napkin under the bowl
  poly([[90, 420], [300, 390], [520, 430], [480, 560], [120, 560]], "#f2cfc0", 170, 0.2);
  // bowl
  oval(300, 290, 225, 215, 0, "#e9b59a", 195);
  oval(300, 290, 195, 185, 0, "#f6dcc8", 190);
  // soup
  oval(300, 290, 170, 160, 0, "#e0603f", 205);
  oval(300, 290, 120, 112, 0, "#cf4a36", 215);
  // a swirl of cream
  poly([[250, 260], [330, 240], [360, 300], [300, 340], [270, 300], [310, 285]], "#fbe4d2", 200, 0.9);
  // basil leaves floating and croutons
  oval(350, 250, 26, 12, -30, "#5b8c4a", 210);
  oval(250, 330, 24, 11, 20, "#6f9e55", 210);
  for (const c of [[240, 240], [360, 340], [310, 200], [220, 300]]) poly([[c[0], c[1]], [c[0] + 14, c[1]], [c[0] + 14, c[1] + 14], [c[0], c[1] + 14]], "#d9a050", 220, 0.1);
  // spoon on the napkin
  poly([[380, 480], [386, 474], [520, 540], [516, 546]], "#9a8e84", 220, 0.2);
  oval(365, 472, 30, 18, 25, "#9a8e84", 220);
}
