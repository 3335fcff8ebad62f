// Honest: the whole console API, and variables assigned without a declaration (the p5 editor's habit).
function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  petalCount = 5;
  petalColour = "#f6a6b2";
  noLoop();
}

function draw() {
  console.time("paint");
  console.group("petals");
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fillBleed(0.25);
  for (i = 0; i < petalCount; i++) {
    const a = i * (360 / petalCount) - 90;
    brush.fill(petalColour, 200);
    brush.beginShape(0.6);
    brush.vertex(300, 300);
    brush.vertex(300 + 150 * cos(a - 26), 300 + 150 * sin(a - 26));
    brush.vertex(300 + 225 * cos(a), 300 + 225 * sin(a));
    brush.vertex(300 + 150 * cos(a + 26), 300 + 150 * sin(a + 26));
    brush.endShape(true);
    console.count("petal");
  }
  console.table([{ petals: petalCount }]);
  console.groupEnd();
  brush.fill("#b23a48", 220);
  brush.circle(300, 300, 30, 0.3);
  console.timeEnd("paint");
  console.assert(petalCount === 5, "five petals");
}
