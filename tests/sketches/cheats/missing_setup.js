// Not a sketch p5 will start: no setup.
// expect: missing_setup
function draw() {
  brush.circle(300, 300, 100);
}
