// Honest: everything painted in setup, no draw at all.
function setup() {
  createCanvas(600, 600, WEBGL);
  angleMode(DEGREES);
  translate(-width / 2, -height / 2);
  background("#faf4e8");
  brush.noStroke();
  brush.fill("#f0a060", 200);
  brush.circle(300, 280, 140, 0.5);
  brush.fill("#5e8b4e", 190);
  brush.circle(380, 470, 60, 0.3);
}
