// Cheat: an argument whose valueOf reaches for the page while p5.brush converts it.
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
  brush.circle({ valueOf() { document.body.innerHTML = "<h1>A</h1>"; return 300; } }, 300, 60, 0.4);
}
