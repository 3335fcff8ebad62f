// Cheat: unbounded recursion: the stack is refused mid-draw.
// expect: out_of_memory
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
  const dive = (n) => dive(n + 1) + 1;
  dive(0);
}
