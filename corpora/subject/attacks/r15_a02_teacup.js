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
  // mint sprig lying on the saucer's lower rim
  poly([[290, 470], [300, 470], [305, 585], [295, 585]], "#5b8c4a", 200, 0.3);
  poly([[300, 520], [370, 500], [410, 520], [350, 545]], "#6f9e55", 200, 0.8);
  poly([[298, 550], [230, 530], [190, 545], [250, 570]], "#6f9e55", 200, 0.8);
  // saucer
  oval(300, 300, 235, 225, 0, "#f2b38f", 185);
  oval(300, 300, 200, 192, 0, "#f7c9a8", 160);
  // cup handle to the upper right
  oval(455, 190, 45, 28, -40, "#ee9a78", 210);
  oval(455, 190, 22, 12, -40, "#f7e3d0", 200);
  // cup wall and rim
  oval(300, 300, 155, 152, 0, "#f4a582", 200);
  oval(300, 300, 138, 136, 0, "#fbe4d2", 190);
  // the tea: deep crimson hibiscus tea, darker in the middle
  oval(300, 300, 120, 118, 0, "#b8324a", 215);
  oval(300, 300, 85, 84, 0, "#8e1f3c", 225);
  oval(300, 300, 45, 44, 0, "#6a1230", 230);
  // a highlight on the tea and a teaspoon resting on the saucer
  oval(265, 265, 30, 12, -35, "#e8909a", 190);
  poly([[120, 420], [135, 410], [235, 330], [228, 322]], "#b7a899", 200, 0.2);
  oval(110, 432, 20, 13, -40, "#b7a899", 210);
}
