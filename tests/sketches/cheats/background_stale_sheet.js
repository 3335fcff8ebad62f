// Cheat: p5.brush blends against its own copy of the sheet, which background() does not repaint.
// A dark wash (over the whole sheet in the attack; a square here, to render fast), background() back to paper, then paper-coloured shapes: the
// stale dark copy shows at the shapes' edges as thin lines no brush laid (here, a frame).
// expect: background_over_paint
function setup() {
  createCanvas(600, 600, WEBGL);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#1a1a1a", 255);
  brush.beginShape(0);
  brush.vertex(200, 200); brush.vertex(400, 200); brush.vertex(400, 400); brush.vertex(200, 400);
  brush.endShape(true);
  background("#f7f1e3");
  brush.fill("#f7f1e3", 255);
  for (const [x, y, w, h] of [[210, 210, 180, 20], [210, 370, 180, 20], [210, 210, 20, 180], [370, 210, 20, 180]]) {
    brush.beginShape(0);
    brush.vertex(x, y); brush.vertex(x + w, y); brush.vertex(x + w, y + h); brush.vertex(x, y + h);
    brush.endShape(true);
  }
  brush.fill("#e98a6d", 200);
  brush.circle(300, 300, 120, 0.4);
}
