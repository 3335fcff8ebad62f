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
  // seedling: stalk and two leaves rising out of the soil
  poly([[294, 260], [308, 260], [312, 90], [300, 88]], "#5b8c4a", 200, 0.3);
  poly([[306, 120], [400, 60], [450, 80], [370, 140]], "#6f9e55", 200, 0.8);
  poly([[300, 170], [200, 120], [150, 140], [240, 195]], "#6f9e55", 200, 0.8);
  // the pot: rim, body tapering down, and its soil
  poly([[110, 250], [490, 250], [495, 320], [105, 320]], "#e0704f", 205, 0.2);
  poly([[130, 320], [470, 320], [420, 560], [180, 560]], "#ee8866", 200, 0.2);
  poly([[160, 330], [300, 330], [300, 550], [200, 550]], "#f4a582", 185, 0.3);
  poly([[380, 330], [460, 330], [415, 550], [360, 550]], "#c8504a", 200, 0.3);
  oval(300, 255, 180, 20, 0, "#5a3a2a", 220);
  // drainage saucer
  poly([[160, 555], [440, 555], [420, 585], [180, 585]], "#d9604a", 210, 0.2);
}
