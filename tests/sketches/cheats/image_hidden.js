// Cheat: an image drawn through the p5 instance.
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
  const p = p5.instance;
  p["ima" + "ge"](p["create" + "Image"](40, 40), 0, 0);
}
