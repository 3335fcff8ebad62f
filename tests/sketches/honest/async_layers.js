// Honest: async setup that awaits between layers (as some models write it).
const wait = () => new Promise((resolve) => resolve());

async function layer(reach, colour, opacity) {
  brush.fill(colour, opacity);
  brush.fillBleed(0.25);
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * TWO_PI - HALF_PI;
    brush.beginShape(0.5);
    brush.vertex(300, 300);
    brush.vertex(300 + cos(a - 0.5) * reach * 0.7, 300 + sin(a - 0.5) * reach * 0.7);
    brush.vertex(300 + cos(a) * reach, 300 + sin(a) * reach);
    brush.vertex(300 + cos(a + 0.5) * reach * 0.7, 300 + sin(a + 0.5) * reach * 0.7);
    brush.endShape(true);
  }
  await wait();
}

async function setup() {
  createCanvas(600, 600, WEBGL);
  translate(-width / 2, -height / 2);
  background("#fff8ee");
  brush.noStroke();
  await layer(225, "#f9c74f", 185);
  await layer(160, "#f9844a", 205);
  await layer(80, "#c9184a", 225);
  brush.fill("#4a7c59", 190);
  brush.circle(420, 480, 50);
}
