// Honest paint, then a bug: admitted on what it painted, with the error recorded.
function setup() {
  createCanvas(600, 600, WEBGL);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f0e2");
  brush.noStroke();
  brush.fill("#f2b880", 210);
  brush.circle(300, 300, 150, 0.5);
  const petal = null;
  brush.circle(petal.x, petal.y, 40);
}
