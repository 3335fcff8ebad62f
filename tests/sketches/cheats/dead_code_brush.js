// Cheat: the brush calls sit in dead code; the paint is background() alone.
// expect: no_painting_calls
function setup() {
  createCanvas(600, 600, WEBGL);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#c0392b");
  if (width < 0) {
    brush.fill("#e98a6d", 200);
    brush.circle(300, 300, 120, 0.4);
  }
}
