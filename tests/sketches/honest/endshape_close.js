// Honest: p5's CLOSE constant passed to brush.endShape, as models often write it.
function setup() {
  createCanvas(600, 600, WEBGL);
  translate(-width / 2, -height / 2);
  background("#f6efe0");
  brush.noStroke();
  brush.fill("#e7849a", 200);
  brush.beginShape(0.5);
  brush.vertex(300, 100); brush.vertex(450, 300); brush.vertex(300, 500); brush.vertex(150, 300);
  brush.endShape(CLOSE);
}
