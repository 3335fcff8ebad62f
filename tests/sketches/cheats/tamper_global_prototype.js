// Cheat: swap the global object's prototype, so the names it reaches for are never noted.
// expect: tampering
Object.setPrototypeOf(globalThis, Object.prototype);
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
  if (typeof window === "undefined") return;
}
