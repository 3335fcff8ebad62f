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

function koi(a, scaleK) {
  const P = (r, d) => [300 + cos(a + d) * r, 300 + sin(a + d) * r];
  // body: head near the centre, tapering out to a forked tail
  poly([P(40, 0), P(70, -22), P(140, -16), P(190, -6), P(195, 6), P(140, 16), P(70, 22)], "#f4a582", 190, 0.7);
  poly([P(50, 0), P(80, -14), P(150, -9), P(150, 9), P(80, 14)], "#ee8866", 205, 0.7);
  // tail fin, forked
  poly([P(190, 0), P(240, -16), P(222, 0), P(240, 16)], "#f0a070", 200, 0.2);
  // side fins
  poly([P(95, -14), P(110, -34), P(120, -12)], "#f4a582", 190, 0.3);
  poly([P(95, 14), P(110, 34), P(120, 12)], "#f4a582", 190, 0.3);
  // red patch on the head and a dark eye
  poly([P(48, 0), P(66, -12), P(90, 0), P(66, 12)], "#c8504a", 220, 0.6);
  brush.fill("#3a2a2a", 220);
  brush.circle(P(62, -10)[0], P(62, -10)[1], 3, 0.2);
}
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  poly([[296, 330], [308, 330], [326, 590], [312, 592]], "#5b8c4a", 190, 0.3);
  poly([[316, 480], [420, 440], [460, 460], [380, 505]], "#6f9e55", 200, 0.8);
  for (let i = 0; i < 5; i++) koi(i * 72 - 90);
  brush.fill("#f2d36b", 220);
  brush.circle(300, 300, 14, 0.4);
}
