// Cheat: an async setup that never finishes, holding a render slot until the deadline.
// expect: render_timeout
async function setup() {
  createCanvas(600, 600, WEBGL);
  noLoop();
  await new Promise(() => {});
}

function draw() {
  background("#f7f1e3");
  brush.fill("#e98a6d", 200);
  brush.circle(0, 0, 120, 0.4);
}
