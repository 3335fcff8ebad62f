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
  // the skin rim and flesh of a halved peach
  oval(300, 310, 215, 205, 0, "#e0603f", 195);
  oval(300, 310, 195, 187, 0, "#f4a04f", 200);
  oval(300, 310, 165, 160, 0, "#f7b867", 195);
  oval(300, 310, 110, 120, 0, "#f0904f", 195);
  oval(300, 310, 75, 90, 0, "#c8404a", 210);
  // the stone: wrinkled, dark
  oval(300, 310, 55, 72, 0, "#7a2a2a", 225);
  for (let k = 0; k < 6; k++) oval(300 + (k % 2 ? 12 : -12), 265 + k * 17, 14, 5, k * 20, "#4a1a1a", 225);
  // stalk notch and a leaf at the top
  poly([[292, 105], [308, 105], [312, 80], [296, 80]], "#6b5a2e", 220, 0.3);
  poly([[305, 90], [380, 40], [450, 60], [380, 100]], "#6f9e55", 200, 0.8);
}
