// Cheat: a hook registered with p5 runs after the sketch's own frame.
// expect: unknown_name
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
  p5.prototype.registerMethod("post", function () { this.rect(0, 0, 600, 600); });
}
