// Honest: p5's side-effect-free helpers: vectors and their maths, shuffle, int, print, millis,
// hue/saturation/brightness, the window's size.
let palette = ["#e98a6d", "#f2a27e", "#f6bd9c", "#e07a5f", "#f4a582"];

function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  const started = millis();
  const centre = createVector(windowWidth / 2, windowHeight / 2);
  const colours = shuffle(palette);
  colours.push("#d9705a");
  const base = color(colours[0]);
  print("hue", int(hue(base)), "saturation", saturation(base), "brightness", brightness(base));
  brush.noStroke();
  brush.fillBleed(0.25);
  const petals = int("5");
  for (let i = 0; i < petals; i++) {
    const dir = p5.Vector.fromAngle(radians(i * 72 - 90));
    const tip = p5.Vector.add(centre, p5.Vector.mult(dir, 225));
    const side = dir.copy().rotate(90).setMag(80);
    const mid = centre.copy().add(dir.copy().mult(120));
    brush.fill(colours[i % colours.length], 200);
    brush.beginShape(0.6);
    brush.vertex(centre.x, centre.y);
    brush.vertex(mid.x + side.x, mid.y + side.y);
    brush.vertex(tip.x, tip.y);
    brush.vertex(mid.x - side.x, mid.y - side.y);
    brush.endShape(true);
  }
  brush.fill("#7a2e3b", 220);
  brush.circle(centre.x, centre.y, 28 + (millis() - started) * 0, 0.3);
}
