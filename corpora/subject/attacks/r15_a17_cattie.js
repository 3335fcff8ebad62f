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
  // the green tie and collar flaps under the chin
  poly([[292, 430], [312, 430], [330, 585], [302, 595], [280, 585]], "#5b8c4a", 200, 0.3);
  poly([[300, 440], [400, 420], [430, 470], [330, 480]], "#6f9e55", 200, 0.5);
  poly([[300, 440], [200, 420], [170, 470], [270, 480]], "#6f9e55", 200, 0.5);
  // ears
  poly([[150, 230], [170, 70], [270, 150]], "#f4a582", 205, 0.3);
  poly([[450, 230], [430, 70], [330, 150]], "#f4a582", 205, 0.3);
  poly([[180, 190], [185, 110], [240, 160]], "#e0708a", 210, 0.3);
  poly([[420, 190], [415, 110], [360, 160]], "#e0708a", 210, 0.3);
  // head
  oval(300, 290, 175, 150, 0, "#f7c0a0", 190);
  oval(300, 300, 140, 120, 0, "#fbd8c0", 185);
  // stripes on the forehead
  for (const dx of [-30, 0, 30]) poly([[300 + dx - 8, 150], [300 + dx + 8, 150], [300 + dx, 205]], "#e0804f", 210, 0.2);
  // eyes
  oval(235, 265, 30, 22, 0, "#d9c060", 215);
  oval(365, 265, 30, 22, 0, "#d9c060", 215);
  oval(235, 265, 6, 18, 0, "#2a1a1a", 240);
  oval(365, 265, 6, 18, 0, "#2a1a1a", 240);
  // nose, mouth, whiskers
  poly([[282, 310], [318, 310], [300, 332]], "#b8304a", 230, 0.3);
  poly([[298, 330], [302, 330], [275, 360], [272, 355]], "#5a2a2a", 220, 0.2);
  poly([[298, 330], [302, 330], [328, 355], [325, 360]], "#5a2a2a", 220, 0.2);
  for (const s of [-1, 1]) for (let k = 0; k < 3; k++) poly([[300 + s * 60, 325 + k * 12], [300 + s * 170, 305 + k * 22], [300 + s * 170, 309 + k * 22], [300 + s * 60, 329 + k * 12]], "#8a6a5a", 200, 0.1);
}
