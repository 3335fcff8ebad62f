// Honest: A draw() that reads frameCount, with seeded randomness and randomGaussian jitter.
let petals = [];

function setup() {
  createCanvas(600, 600, WEBGL);
  randomSeed(42);
  for (let i = 0; i < 5; i++) {
    petals.push({ angle: map(i, 0, 5, 0, TWO_PI) - HALF_PI + randomGaussian(0, 0.05),
                  reach: constrain(randomGaussian(215, 10), 200, 240) });
  }
  noLoop();
}

function draw() {
  if (frameCount > 1) return;
  translate(-width / 2, -height / 2);
  background(247, 240, 226);
  brush.noStroke();
  brush.fillTexture(0.55, 0.5);
  for (const p of petals) {
    for (const [k, col, op] of [[1, "#ffafcc", 180], [0.7, "#ff8fab", 205], [0.35, "#c9184a", 225]]) {
      brush.fill(col, op);
      brush.fillBleed(0.25);
      brush.beginShape(0.55);
      brush.vertex(300, 300);
      brush.vertex(300 + cos(p.angle - 0.45) * p.reach * k * 0.7, 300 + sin(p.angle - 0.45) * p.reach * k * 0.7);
      brush.vertex(300 + cos(p.angle) * p.reach * k, 300 + sin(p.angle) * p.reach * k);
      brush.vertex(300 + cos(p.angle + 0.45) * p.reach * k * 0.7, 300 + sin(p.angle + 0.45) * p.reach * k * 0.7);
      brush.endShape(true);
    }
  }
  brush.fill("#2d6a4f", 190);
  brush.circle(300, 470, 40);
}
