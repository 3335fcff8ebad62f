// Honest: a class with a constructor and a method named circle, a helper named point, a variable
// named location, and words like document, fetch( and ellipse( in comments and strings.
const PALETTE = ["#f4a582", "#ee8866", "#c8504a"];
const note = "no ellipse(), no fetch(), no document.write: only the brush paints";

function point(angle, reach) {
  return [300 + cos(angle) * reach, 300 + sin(angle) * reach];
}

class Petal {
  constructor(angle, reach, colour) {
    this.angle = angle;
    this.reach = reach;
    this.colour = colour;
  }

  circle() {  // the petal's rounded tip
    const [x, y] = point(this.angle, this.reach * 0.8);
    brush.circle(x, y, this.reach * 0.18, 0.4);
  }

  paint() {
    brush.fill(this.colour, 190);
    brush.fillBleed(0.25);
    brush.beginShape(0.7);
    brush.vertex(300, 300);
    for (const da of [-30, 0, 30]) {
      const [x, y] = point(this.angle + da, this.reach * (da === 0 ? 1 : 0.7));
      brush.vertex(x, y);
    }
    brush.endShape(true);
    this.circle();
  }
}

async function setup() {
  createCanvas(600, 600, WEBGL);
  pixelDensity(1);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  const location = { x: 300, y: 300 };
  const petals = Array.from({ length: 5 }, (_, i) => new Petal(i * 72 - 90, 220 - random(20), PALETTE[i % 3]));
  petals.forEach((p) => p.paint());
  brush.fill("#f2d36b", 220);
  brush.circle(location.x, location.y, 18, 0.4);
}
