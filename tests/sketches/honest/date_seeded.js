// Honest: a seed from the clock, the way sketches vary from run to run (here the render's seeded clock).
function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  randomSeed(Date.now() % 1000);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  const today = new Date();
  const warm = today.getMonth() < 6 ? "#e98a6d" : "#f2a27e";
  brush.noStroke();
  brush.fillBleed(0.25);
  for (let i = 0; i < 5; i++) {
    const a = i * 72 + random(-8, 8);
    brush.fill(warm, 190 + random(0, 30));
    brush.beginShape(0.5);
    brush.vertex(300, 300);
    brush.vertex(300 + 160 * cos(a - 28), 300 + 160 * sin(a - 28));
    brush.vertex(300 + 230 * cos(a), 300 + 230 * sin(a));
    brush.vertex(300 + 160 * cos(a + 28), 300 + 160 * sin(a + 28));
    brush.endShape(true);
  }
  brush.fill("#6b2737", 220);
  brush.circle(300, 300, 26, 0.2);
}
