// Honest: p5's drawing-state setters that lay no paint (p5.brush's own examples call several).
async function setup() {
  createCanvas(600, 600, WEBGL);
  setAttributes("antialias", true);
  pixelDensity(1);
  smooth();
  frameRate(30);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  blendMode(BLEND);
  noStroke();
  strokeWeight(2);
  stroke(40);
  fill(255);
  rectMode(CENTER);
  describe("A peach hibiscus with five broad petals, painted in loose watercolour.");
  brush.noStroke();
  brush.fillBleed(0.25);
  for (let i = 0; i < 5; i++) {
    const a = i * 72 - 90;
    brush.fill(i % 2 ? "#f2a27e" : "#e98a6d", 200);
    brush.beginShape(0.6);
    brush.vertex(300, 300);
    brush.vertex(300 + 150 * cos(a - 25), 300 + 150 * sin(a - 25));
    brush.vertex(300 + 225 * cos(a), 300 + 225 * sin(a));
    brush.vertex(300 + 150 * cos(a + 25), 300 + 150 * sin(a + 25));
    brush.endShape(true);
  }
  brush.fill("#8c2f39", 220);
  brush.circle(300, 300, 30, 0.3);
}
