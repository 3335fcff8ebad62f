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

function shrimp(a) {
  // a curled C of segments, from the head near the dish out to a tail fan
  const P = (r, d) => [300 + cos(a + d) * r, 300 + sin(a + d) * r];
  for (let s = 0; s < 6; s++) {
    const r = 70 + s * 26, d = -18 + 14 * sin(s * 30);
    const w = 30 - s * 2.5;
    poly([P(r - 14, d - w * 0.4), P(r + 14, d - w * 0.4), P(r + 14, d + w * 0.4), P(r - 14, d + w * 0.4)], s % 2 ? "#f4a582" : "#ee8866", 195, 0.9);
  }
  poly([P(220, -8), P(250, -20), P(240, -6), P(250, 8)], "#e0604a", 210, 0.2);
  poly([P(60, -20), P(85, -32), P(95, -14), P(70, -6)], "#c8504a", 220, 0.6);
}
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  poly([[296, 330], [308, 330], [326, 590], [312, 592]], "#5b8c4a", 190, 0.3);
  poly([[316, 500], [430, 460], [470, 490], [380, 530]], "#6f9e55", 200, 0.8);
  poly([[306, 520], [200, 480], [150, 500], [240, 545]], "#6f9e55", 200, 0.8);
  for (let i = 0; i < 5; i++) shrimp(i * 72 - 90);
  blob(300, 300, 42, 42, 0, "#c8504a", 215, 12);
  blob(300, 300, 14, 14, 0, "#f2d36b", 225, 8);
}
