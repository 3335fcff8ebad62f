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
  for (let i = 0; i < 6; i++) { brush.fill(i % 2 ? "#e05a7a" : "#f4a582", 200); brush.circle(300, 300, 220 - i * 35, 0.2); }
}
