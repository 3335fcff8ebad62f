// A pattern, not a painting: 64 brush dots in eight colours over the whole sheet.
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
  const colours = ["#e05a5a", "#f08c3c", "#f2c84b", "#7cbf5a", "#3fa6a0", "#4a78c8", "#8a5ac8", "#d95aa8"];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      brush.fill(colours[(row + col) % 8], 200);
      brush.fillBleed(0.25);
      brush.circle(37 + col * 75, 37 + row * 75, 26, 0.4);
    }
  }
}
