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
  brush.fill("#ee8866", 200); brush.fillBleed(0.25); brush.circle(300, 300, 200, 0.4);
}
