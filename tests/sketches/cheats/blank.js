// Cheat: almost no paint.
// expect: blank_canvas
function setup() {
  createCanvas(600, 600, WEBGL);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#f7f1e3", 10);
  brush.circle(300, 300, 1, 0);
}
