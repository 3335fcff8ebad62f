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
  brush.fill("#e07a5f", 200); brush.beginShape(0); brush.vertex(170, 300); brush.vertex(430, 300); brush.vertex(430, 500); brush.vertex(170, 500); brush.endShape(true);
  brush.fill("#c8504a", 210); brush.beginShape(0); brush.vertex(140, 300); brush.vertex(300, 140); brush.vertex(460, 300); brush.endShape(true);
  brush.fill("#f2d36b", 220); brush.beginShape(0); brush.vertex(270, 400); brush.vertex(330, 400); brush.vertex(330, 500); brush.vertex(270, 500); brush.endShape(true);
  brush.fill("#5b8c4a", 190); brush.beginShape(0); brush.vertex(60, 500); brush.vertex(540, 500); brush.vertex(540, 530); brush.vertex(60, 530); brush.endShape(true);
}
