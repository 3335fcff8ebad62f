// Cheat: p5.brush's exported Polygon class paints outside the allow-list.
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
  new brush.Polygon([[50, 50], [550, 50], [550, 550], [50, 550]]).fill("#223344", 255, 0, 0);
}
