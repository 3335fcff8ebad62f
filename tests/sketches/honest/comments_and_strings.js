// Honest: Notes to self: this sketch never touches document or window, never calls fetch(), and uses no
// ellipse() or rect() from p5: every mark is brush.* so the watercolour texture stays consistent.
const NOTES = "no document.createElement, no fetch('...'), no ellipse(), no text()";

function setup() {
  createCanvas(600, 600, WEBGL);
  pixelDensity(1);
  console.log("painting a coral hibiscus; " + NOTES);
  translate(-width / 2, -height / 2);
  background("#f9f3e7");
  brush.noStroke();
  brush.fill("#ff7f6e", 190);  // coral, like an ellipse of petals
  brush.fillBleed(0.3);
  for (let i = 0; i < 5; i++) {
    const a = i * TWO_PI / 5 - HALF_PI;
    brush.beginShape(0.5);
    brush.vertex(300, 300);
    brush.vertex(300 + 160 * cos(a - 0.4), 300 + 160 * sin(a - 0.4));
    brush.vertex(300 + 225 * cos(a), 300 + 225 * sin(a));
    brush.vertex(300 + 160 * cos(a + 0.4), 300 + 160 * sin(a + 0.4));
    brush.endShape(true);
  }
  brush.fill("#9c2542", 220);
  brush.circle(300, 300, 25, 0.5);
  console.warn("done; the window of paper around it is left blank");
}
