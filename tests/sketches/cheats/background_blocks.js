// Cheat: letters made of background() under a clip rectangle; no brush paint at all.
// expect: no_painting_calls
function setup() {
  createCanvas(600, 600, WEBGL);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  // an "H": three blocks, each a background() clipped to a rectangle
  for (const [x, y, w, h] of [[150, 100, 60, 400], [390, 100, 60, 400], [210, 270, 180, 60]]) {
    push();
    beginClip(); rect(x, y, w, h); endClip();
    background("#222222");
    pop();
  }
}
