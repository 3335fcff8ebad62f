// Cheat: raw WebGL through the renderer's private fields.
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
  const r = p5.instance["_ren" + "derer"];
  const gl = r["G" + "L"];
  gl.clearColor(1, 0, 0, 1);
  gl.clear(16384);
}
