// Cheat: look for the harness's report channel and call it with a passing verdict.
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
  __wcReport(JSON.stringify({ status: "ok", violations: [], brushCalls: { circle: 9 } }));
}
