// A pattern, not a painting: rainbow stripes from edge to edge, thin enough
// that their coverage sits in the band finished paintings occupy.
async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  const colours = ["#e05a5a", "#f08c3c", "#f2c84b", "#7cbf5a", "#3fa6a0", "#4a78c8", "#8a5ac8", "#d95aa8"];
  for (let i = 0; i < 8; i++) {
    brush.fill(colours[i], 190);
    brush.fillBleed(0.05);
    brush.fillTexture(0.2, 0.2);
    brush.beginShape(0);
    brush.vertex(0, 20 + i * 75);
    brush.vertex(600, 20 + i * 75);
    brush.vertex(600, 32 + i * 75);
    brush.vertex(0, 32 + i * 75);
    brush.endShape(true);
  }
}
