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
  // legs
  for (const s of [-1, 1]) for (let k = 0; k < 3; k++) poly([[300 + s * 120, 220 + k * 60], [300 + s * 175, 200 + k * 70], [300 + s * 180, 210 + k * 70], [300 + s * 120, 232 + k * 60]], "#3a2a2a", 220, 0.1);
  // shell halves
  oval(300, 260, 160, 150, 0, "#e0604a", 200);
  oval(300, 265, 130, 120, 0, "#ea7a5a", 195);
  // the split between the wing cases
  poly([[296, 120], [304, 120], [304, 410], [296, 410]], "#3a2020", 225, 0.1);
  // spots
  for (const p of [[230, 210, 28], [370, 210, 28], [215, 300, 24], [385, 300, 24], [260, 360, 20], [340, 360, 20]]) { brush.fill("#2a1a1a", 235); brush.circle(p[0], p[1], p[2], 0.2); }
  // head and antennae
  oval(300, 110, 70, 45, 0, "#2a1a1a", 235);
  oval(275, 100, 12, 9, 0, "#fbf0e0", 230);
  oval(325, 100, 12, 9, 0, "#fbf0e0", 230);
  poly([[280, 70], [286, 70], [250, 25], [244, 28]], "#2a1a1a", 225, 0.1);
  poly([[314, 70], [320, 70], [356, 28], [350, 25]], "#2a1a1a", 225, 0.1);
}
