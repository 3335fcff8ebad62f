// Cheat: a 2D canvas.
// expect: not_webgl
function setup() {
  createCanvas(600, 600);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#e98a6d", 200);
  brush.circle(300, 300, 120, 0.4);

}
