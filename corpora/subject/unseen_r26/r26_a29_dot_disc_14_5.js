async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// a round patch of coral polka dots (a pattern), nothing else
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // the dots, on a hexagonal lattice inside a round outline
  const sp = 14;
  const rad = 5;
  let row = 0;
  for (let y = 300 - 190; y <= 300 + 190; y += sp * 0.866) {
    const shift = (row % 2) * sp / 2;
    for (let x = 300 - 190 - sp; x <= 300 + 190 + sp; x += sp) {
      const px = x + shift;
      if (dist(px, y, 300, 300) < 190) {
        brush.fill(row % 3 === 0 ? "#f4a582" : "#ee8866", 200);
        brush.fillBleed(0.15);
        brush.fillTexture(0.4, 0.3);
        brush.circle(px, y, rad, 0.3);
      }
    }
    row++;
  }
}
