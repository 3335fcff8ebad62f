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
  // wooden easel legs behind the boss
  poly([[200, 560], [215, 565], [300, 300], [290, 295]], "#8a6a40", 210, 0.1);
  poly([[400, 560], [385, 565], [300, 300], [310, 295]], "#8a6a40", 210, 0.1);
  // grass
  poly([[140, 575], [300, 545], [460, 575], [300, 592]], "#6f9e55", 190, 0.6);
  // straw boss and rings
  oval(300, 280, 215, 215, 0, "#e8c39a", 190);
  oval(300, 280, 185, 185, 0, "#f7d9c0", 200);
  oval(300, 280, 150, 150, 0, "#f4a582", 205);
  oval(300, 280, 115, 115, 0, "#fbe4d2", 200);
  oval(300, 280, 80, 80, 0, "#e0603f", 210);
  oval(300, 280, 45, 45, 0, "#a8203a", 225);
  oval(300, 280, 18, 18, 0, "#f2d36b", 225);
  // three arrows stuck in it
  const arrows = [[290, 270, 150, 140], [330, 300, 470, 170], [270, 320, 160, 390]];
  for (const a of arrows) {
    poly([[a[0], a[1] - 3], [a[2], a[3] - 3], [a[2], a[3] + 3], [a[0], a[1] + 3]], "#6a4a30", 225, 0.1);
    oval(a[2], a[3], 20, 8, atan2(a[3] - a[1], a[2] - a[0]), "#c8504a", 220);
  }
}
