async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#5b8c4a", 190); brush.beginShape(0.3); brush.vertex(296, 330); brush.vertex(312, 330); brush.vertex(330, 590); brush.vertex(316, 592); brush.endShape(true);
  for (const [c, s] of [["#f4a582", 1], ["#ee8866", 0.7], ["#c8504a", 0.3]]) {
    brush.fill(c, 200); brush.fillBleed(0.25); brush.beginShape(0);
    for (let i = 0; i < 10; i++) { const r = (i % 2 ? 90 : 230) * s; brush.vertex(300 + cos(i * 36 - 90) * r, 300 + sin(i * 36 - 90) * r); }
    brush.endShape(true);
  }
}
