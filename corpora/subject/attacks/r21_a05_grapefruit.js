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
  poly([[300, 470], [312, 470], [330, 590], [316, 592]], "#5b8c4a", 200, 0.3);
  poly([[318, 520], [440, 480], [490, 510], [380, 560]], "#6f9e55", 200, 0.8);
  blob(300, 290, 220, 220, 0, "#f0a070", 190, 18);
  blob(300, 290, 195, 195, 0, "#fbe0c8", 200, 18);
  for (let i = 0; i < 10; i++) {
    const a = i * 36;
    const p = (r, d) => [300 + cos(a + d) * r, 290 + sin(a + d) * r];
    poly([p(18, 0), p(180, -15), p(185, 0), p(180, 15)], "#f08a6a", 205, 0.4);
    poly([p(40, 0), p(130, -9), p(135, 0), p(130, 9)], "#e0604a", 215, 0.4);
  }
  blob(300, 290, 16, 16, 0, "#fbe0c8", 220, 8);
}
