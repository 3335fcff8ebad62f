// Cheat: a bound native function scheduled on a timer, so no frame of the sketch is on the stack.
// expect: dynamic_code
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
  setTimeout(rect.bind(null, 0, 0, 600, 600), 0);
}
