// Cheat: replace a method on the brush facade with a primitive of its own.
// expect: tampering
function setup() {
  createCanvas(600, 600, WEBGL);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#e98a6d", 200);
  brush.circle(300, 300, 120, 0.4);
  brush.circle = (x, y, r) => rect(x - r, y - r, 2 * r, 2 * r);
  brush.circle(100, 100, 80);
}
