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
function leg(x0, y0, x1, y1, x2, y2, col) {
  poly([[x0, y0 - 6], [x1, y1 - 6], [x2, y2], [x1, y1 + 6], [x0, y0 + 6]], col, 205, 0.4);
}
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // seaweed under the crab
  poly([[280, 430], [300, 430], [310, 585], [290, 585]], "#5b8c4a", 200, 0.3);
  poly([[300, 500], [370, 470], [400, 500], [340, 525]], "#6f9e55", 200, 0.8);
  // legs, four each side
  for (let k = 0; k < 4; k++) {
    const y = 290 + k * 35;
    leg(220, y, 130, y - 40 + k * 25, 90, y + 30 + k * 15, "#d9573f");
    leg(380, y, 470, y - 40 + k * 25, 510, y + 30 + k * 15, "#d9573f");
  }
  // claws
  leg(240, 250, 170, 170, 150, 120, "#e06a48");
  leg(360, 250, 430, 170, 450, 120, "#e06a48");
  oval(140, 100, 45, 30, -60, "#e8734f", 210);
  oval(460, 100, 45, 30, 60, "#e8734f", 210);
  oval(120, 80, 12, 22, -30, "#f7f1e3", 230);
  oval(480, 80, 12, 22, 30, "#f7f1e3", 230);
  // shell
  oval(300, 300, 120, 85, 0, "#e8734f", 205);
  oval(300, 295, 95, 62, 0, "#f08a62", 205);
  oval(300, 290, 50, 30, 0, "#f4a582", 190);
  // eyes on stalks
  poly([[275, 225], [282, 225], [280, 195], [273, 195]], "#d9573f", 220, 0.2);
  poly([[318, 225], [325, 225], [327, 195], [320, 195]], "#d9573f", 220, 0.2);
  brush.fill("#2a1a1a", 240); brush.circle(277, 190, 9, 0.2);
  brush.fill("#2a1a1a", 240); brush.circle(323, 190, 9, 0.2);
  // mouth
  poly([[285, 335], [315, 335], [300, 350]], "#8e2f3c", 220, 0.4);
}
