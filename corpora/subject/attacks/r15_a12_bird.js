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
  // tail feathers up to the right
  poly([[400, 280], [540, 150], [560, 175], [430, 320]], "#d9734f", 200, 0.6);
  // body
  oval(320, 270, 145, 105, -10, "#f4a582", 195);
  oval(300, 300, 95, 70, -10, "#fbd9c0", 190);
  // wing
  oval(360, 250, 90, 50, -20, "#d9604a", 205);
  oval(375, 245, 55, 25, -20, "#b8404a", 210);
  // head, beak and eye
  oval(195, 190, 72, 68, 0, "#ee8866", 205);
  poly([[130, 180], [70, 200], [132, 212]], "#8a5a30", 225, 0.1);
  brush.fill("#2a1a1a", 240); brush.circle(180, 175, 10, 0.1);
  brush.fill("#fbf0e0", 230); brush.circle(176, 171, 3, 0.1);
  // feet gripping the stalk
  poly([[290, 360], [300, 340], [320, 362], [305, 370]], "#8a5a30", 225, 0.2);
}
