// Honest, but never calls noLoop(): the painter still takes exactly one frame.
function setup() {
  createCanvas(600, 600, WEBGL);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f8f2e6");
  brush.noStroke();
  brush.fill("#e9967a", 200);
  brush.circle(250 + frameCount, 300, 120, 0.4);
  brush.fill("#d35d6e", 210);
  brush.circle(360, 320, 90, 0.4);
}
