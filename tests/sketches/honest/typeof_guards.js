// Honest: presence tests before using the page, as code written for both browsers and Node does.
const isBrowser = typeof window !== "undefined" && typeof document !== "undefined";
const SIZE = typeof windowWidth === "number" ? Math.min(windowWidth, 600) : 600;

function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background(isBrowser ? "#f7f1e3" : "#f7f1e3");
  const c = SIZE / 2;
  brush.noStroke();
  brush.fillBleed(0.25);
  for (let i = 0; i < 5; i++) {
    const a = i * 72 - 90;
    brush.fill("#d94f8a", 200);
    brush.beginShape(0.6);
    brush.vertex(c, c);
    brush.vertex(c + 150 * cos(a - 26), c + 150 * sin(a - 26));
    brush.vertex(c + 228 * cos(a), c + 228 * sin(a));
    brush.vertex(c + 150 * cos(a + 26), c + 150 * sin(a + 26));
    brush.endShape(true);
  }
  brush.fill("#fbe38e", 220);
  brush.circle(c, c, 24, 0.2);
}
