// Cheat: a blank sheet whose error message and absent name hold lone UTF-16 surrogates, so that a
// server that cannot serialise them reports "unscored" (reward null) instead of the zero it earned.
// expect: blank_canvas
function setup() {
  createCanvas(600, 600, WEBGL);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#f7f1e3", 255);
  brush.circle(300, 300, 2, 0);
  const lone = String.fromCharCode(0xd800);
  console.log(globalThis["x" + lone]);
  throw new Error("no painting today " + lone + "a".repeat(280) + "\u{1F33A}");
}
