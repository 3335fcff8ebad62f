async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function blob(cx, cy, rx, ry, rot, colour, opacity, n) {
  n = n || 10;
  brush.fill(colour, opacity);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  for (let i = 0; i < n; i++) {
    const a = i * 360 / n;
    const x = cos(a) * rx, y = sin(a) * ry;
    brush.vertex(cx + x * cos(rot) - y * sin(rot), cy + x * sin(rot) + y * cos(rot));
  }
  brush.endShape(true);
}

function poly(pts, colour, opacity, curv) {
  brush.fill(colour, opacity);
  brush.fillBleed(0.22);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(curv === undefined ? 0.5 : curv);
  for (const p of pts) brush.vertex(p[0], p[1]);
  brush.endShape(true);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // vine and leaves on the ground
  poly([[120, 470], [480, 455], [485, 468], [125, 484]], "#5b8c4a", 190, 0.3);
  blob(150, 480, 60, 30, -10, "#6f9e55", 200);
  blob(455, 475, 60, 28, 12, "#6f9e55", 200);
  // pumpkin ribs, front view: wide, flattened segments
  const ribs = [[-150, 70], [-95, 90], [-35, 100], [35, 100], [95, 90], [150, 70]];
  for (const [dx, rx] of ribs) blob(300 + dx * 0.8, 330, rx, 140, 0, "#f0a070", 185, 12);
  for (const [dx, rx] of ribs) blob(300 + dx * 0.8, 335, rx * 0.7, 115, 0, "#e88a5a", 205, 12);
  for (const [dx, rx] of ribs) blob(300 + dx * 0.8 + (dx > 0 ? 20 : -20), 345, rx * 0.25, 90, 0, "#c8604a", 215, 10);
  // stalk on top
  poly([[290, 200], [310, 200], [318, 150], [300, 145]], "#5b8c4a", 210, 0.4);
  blob(345, 175, 35, 14, -20, "#6f9e55", 200);
}
