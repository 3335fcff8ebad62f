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
  const cs = ["#f4a582", "#ee8866", "#e07a5f", "#c8504a", "#f2d36b"];
  for (let i = 0; i < 10; i++) { brush.fill(cs[i % 5], 200); brush.fillBleed(0.25); brush.circle(300, 300, 230 - i * 22, 0.3); }
}
