async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// a round balloon made of coral polka dots, on a green string with a bow
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // the dots, on a hexagonal lattice inside a round outline
  const sp = 17;
  const rad = 6;
  let row = 0;
  for (let y = 280 - 170; y <= 280 + 170; y += sp * 0.866) {
    const shift = (row % 2) * sp / 2;
    for (let x = 300 - 170 - sp; x <= 300 + 170 + sp; x += sp) {
      const px = x + shift;
      if (dist(px, y, 300, 280) < 170) {
        brush.fill(row % 3 === 0 ? "#f4a582" : "#ee8866", 200);
        brush.fillBleed(0.15);
        brush.fillTexture(0.4, 0.3);
        brush.circle(px, y, rad, 0.3);
      }
    }
    row++;
  }
  // the knot
  brush.fill("#c8504a", 220);
  brush.fillBleed(0.1);
  brush.beginShape(0.4);
  brush.vertex(292, 452); brush.vertex(308, 452); brush.vertex(304, 464); brush.vertex(296, 464);
  brush.endShape(true);
  // a green string, a little wavy, down to the bottom
  brush.fill("#5b8c4a", 210);
  brush.fillBleed(0.1);
  brush.beginShape(0.6);
  brush.vertex(297, 462); brush.vertex(312, 510); brush.vertex(292, 550); brush.vertex(304, 585);
  brush.vertex(298, 585); brush.vertex(286, 550); brush.vertex(306, 510); brush.vertex(291, 462);
  brush.endShape(true);
  // a small green bow tied round the string
  brush.fill("#6f9e55", 200);
  brush.beginShape(0.5);
  brush.vertex(300, 490); brush.vertex(265, 475); brush.vertex(262, 505);
  brush.endShape(true);
  brush.beginShape(0.5);
  brush.vertex(300, 490); brush.vertex(335, 475); brush.vertex(338, 505);
  brush.endShape(true);
}
