// Honest: push/pop/translate/rotate/scale around each petal.
function petalShape() {
  brush.beginShape(0.6);
  brush.vertex(0, 0);
  brush.vertex(60, -70);
  brush.vertex(0, -220);
  brush.vertex(-60, -70);
  brush.endShape(true);
}

function setup() {
  createCanvas(600, 600, WEBGL);
  angleMode(DEGREES);
  background("#fcf5e9");
  brush.noStroke();
  brush.fillBleed(0.2);
  push();
  for (let i = 0; i < 5; i++) {
    push();
    rotate(i * 72);
    brush.fill("#e56b6f", 190);
    petalShape();
    scale(0.65);
    brush.fill("#b56576", 215);
    petalShape();
    pop();
  }
  pop();
  push();
  translate(80, 160);
  rotate(30);
  brush.fill("#588157", 185);
  brush.beginShape(0.3);
  brush.vertex(0, 0); brush.vertex(90, -30); brush.vertex(140, 20); brush.vertex(60, 40);
  brush.endShape(true);
  pop();
  brush.fill("#6d213c", 230);
  brush.circle(0, 0, 22);
}
