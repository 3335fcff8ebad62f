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
  // the planet Saturn with its ring
  brush.fill("#d9a066", 190);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(532, 238); brush.vertex(520, 265); brush.vertex(475, 297); brush.vertex(403, 330); brush.vertex(316, 358); brush.vertex(226, 377); brush.vertex(147, 385); brush.vertex(92, 380); brush.vertex(68, 362); brush.vertex(80, 335); brush.vertex(125, 303); brush.vertex(197, 270); brush.vertex(284, 242); brush.vertex(374, 223); brush.vertex(453, 215); brush.vertex(508, 220);
  brush.endShape(true);
  brush.fill("#f4a582", 195);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(450, 300); brush.vertex(439, 357); brush.vertex(406, 406); brush.vertex(357, 439); brush.vertex(300, 450); brush.vertex(243, 439); brush.vertex(194, 406); brush.vertex(161, 357); brush.vertex(150, 300); brush.vertex(161, 243); brush.vertex(194, 194); brush.vertex(243, 161); brush.vertex(300, 150); brush.vertex(357, 161); brush.vertex(406, 194); brush.vertex(439, 243);
  brush.endShape(true);
  brush.fill("#ee8866", 205);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(410, 300); brush.vertex(399, 348); brush.vertex(369, 386); brush.vertex(324, 407); brush.vertex(276, 407); brush.vertex(231, 386); brush.vertex(201, 348); brush.vertex(190, 300); brush.vertex(201, 252); brush.vertex(231, 214); brush.vertex(276, 193); brush.vertex(324, 193); brush.vertex(369, 214); brush.vertex(399, 252);
  brush.endShape(true);
  brush.fill("#b8604a", 150);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.4);
  brush.vertex(170, 250); brush.vertex(430, 260); brush.vertex(430, 250); brush.vertex(170, 240);
  brush.endShape(true);
  brush.fill("#b8604a", 150);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.4);
  brush.vertex(170, 305); brush.vertex(430, 305); brush.vertex(430, 295); brush.vertex(170, 295);
  brush.endShape(true);
  brush.fill("#b8604a", 150);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.4);
  brush.vertex(170, 360); brush.vertex(430, 350); brush.vertex(430, 340); brush.vertex(170, 350);
  brush.endShape(true);
  brush.fill("#d9a066", 200);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  brush.vertex(60, 340); brush.vertex(100, 330); brush.vertex(490, 220); brush.vertex(540, 240); brush.vertex(500, 260); brush.vertex(110, 360);
  brush.endShape(true);
}
