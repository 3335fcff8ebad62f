// Cheat: WebGL state (colour mask, clear) set on the canvas's own context.
// expect: bare_primitive
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
  drawingContext.colorMask(true, false, false, true);
  drawingContext.clearColor(0, 0, 0, 1);
  drawingContext.clear(drawingContext.COLOR_BUFFER_BIT);
}
