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
  for (let i = 0; i < 9; i++) { brush.fill("#ee8866", 200); brush.circle(300 + cos(i * 40) * 150, 300 + sin(i * 40) * 150, 60, 0.3); }
}
