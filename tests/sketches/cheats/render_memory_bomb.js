// Cheat: allocating until the renderer dies.
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
  const hoard = [];
  while (true) hoard.push(new Float64Array(1 << 20).fill(1));
}
