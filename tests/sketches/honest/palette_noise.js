// Honest: colours mixed with color()/lerpColor(), noise-jittered vertices, push/rotate/pop, random(array).
const paper = "#f6f0e4";
const warm = ["#e07a5f", "#f2cc8f", "#d1495b"];

function setup() {
  createCanvas(600, 600, WEBGL);
  angleMode(DEGREES);
  noLoop();
}

function leaf(len, colour) {
  brush.fill(colour, 200);
  brush.fillTexture(0.4, 0.3);
  brush.beginShape(0.5);
  brush.vertex(0, 0);
  brush.vertex(len * 0.5, -len * 0.2);
  brush.vertex(len, 0);
  brush.vertex(len * 0.5, len * 0.2);
  brush.endShape(true);
}

function draw() {
  translate(-width / 2, -height / 2);
  background(paper);
  brush.noStroke();
  const green = color("#5b8c4a");
  const dark = color("#2f5233");
  for (let i = 0; i < 6; i++) {
    push();
    translate(300, 420);
    rotate(-150 + i * 24 + noise(i) * 10);
    leaf(140 + random(40), lerpColor(green, dark, i / 6));
    pop();
  }
  for (let i = 0; i < 12; i++) {
    const a = i * 30;
    const r = 120 + noise(i * 0.3) * 60;
    brush.fill(random(warm), 185 + i * 3);
    brush.circle(300 + cos(a) * r * 0.6, 260 + sin(a) * r * 0.6, 40 + random(20), 0.5);
  }
}
