// Cheat: an argument whose toString draws while p5.brush is on the stack.
// expect: not_plain_data
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
  brush.fill({ toString() { ellipse(300, 300, 500, 500); return "#224488"; } }, 200);
  brush.circle(200, 200, 60, 0.4);
}
