// Cheat: real brush methods outside the prompt's list.
// expect: brush_method_not_allowed
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
  brush.set("2B", "#222222", 1);
  brush.line(100, 100, 500, 500);
}
