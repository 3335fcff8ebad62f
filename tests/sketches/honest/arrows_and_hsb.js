// Honest: arrow functions, map/filter, Math.random and Math.PI, colorMode(HSB), an async setup.
const ring = (n, r) => [...Array(n).keys()].map((i) => [300 + Math.cos((i / n) * 2 * Math.PI) * r,
                                                       300 + Math.sin((i / n) * 2 * Math.PI) * r]);
const shade = (h) => color(h, 60, 90);

async function setup() {
  createCanvas(600, 600, WEBGL);
  colorMode(HSB);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#faf5ea");
  brush.noStroke();
  ring(7, 150).filter((_, i) => i % 2 === 0 || Math.random() < 2).forEach(([x, y], i) => {
    brush.fill(shade(330 + i * 6), 190);
    brush.fillBleed(0.3);
    brush.circle(x, y, 70, 0.5);
  });
  brush.fill(shade(45), 230);
  brush.circle(300, 300, 45, 0.3);
}
