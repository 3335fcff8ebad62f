// Honest: comments and strings that merely mention import( and eval( — never import("x") here,
// and no eval(code) either; the words must not decide the verdict.
/* A note a model might leave: this sketch needs no import() and calls no eval(). <!-- not html --> */
const NOTE = "no import(), no eval() needed";
const TEMPLATE = `eval(${1 + 1}) is never called`;

function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  console.log(NOTE, TEMPLATE);
  brush.noStroke();
  brush.fillBleed(0.25);
  for (let i = 0; i < 5; i++) {
    const a = i * 72 - 90;
    brush.fill("#f08a5d", 200);
    brush.beginShape(0.6);
    brush.vertex(300, 300);
    brush.vertex(300 + 150 * cos(a - 26), 300 + 150 * sin(a - 26));
    brush.vertex(300 + 225 * cos(a), 300 + 225 * sin(a));
    brush.vertex(300 + 150 * cos(a + 26), 300 + 150 * sin(a + 26));
    brush.endShape(true);
  }
  brush.fill("#8c2f39", 220);
  brush.circle(300, 300, 30, 0.3);
}
