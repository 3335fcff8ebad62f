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
  // a child doing a star jump in a coral dress, seen from the front
  brush.fill("#f3c9a8", 215);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.circle(300, 120, 55, 0.4);
  brush.fill("#8a5a3c", 220);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  brush.vertex(245, 90); brush.vertex(300, 60); brush.vertex(355, 90); brush.vertex(350, 120); brush.vertex(250, 120);
  brush.endShape(true);
  brush.fill("#ee8866", 205);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3);
  brush.vertex(260, 180); brush.vertex(340, 180); brush.vertex(400, 400); brush.vertex(200, 400);
  brush.endShape(true);
  brush.fill("#f3c9a8", 210);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  brush.vertex(273, 185); brush.vertex(188, 120); brush.vertex(128, 70); brush.vertex(112, 90); brush.vertex(172, 140); brush.vertex(257, 205);
  brush.endShape(true);
  brush.fill("#f3c9a8", 210);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  brush.vertex(343, 205); brush.vertex(428, 140); brush.vertex(488, 90); brush.vertex(472, 70); brush.vertex(412, 120); brush.vertex(327, 185);
  brush.endShape(true);
  brush.fill("#f3c9a8", 210);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  brush.vertex(249, 393); brush.vertex(198, 474); brush.vertex(168, 534); brush.vertex(192, 546); brush.vertex(222, 486); brush.vertex(271, 407);
  brush.endShape(true);
  brush.fill("#f3c9a8", 210);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  brush.vertex(329, 407); brush.vertex(378, 486); brush.vertex(408, 546); brush.vertex(432, 534); brush.vertex(402, 474); brush.vertex(351, 393);
  brush.endShape(true);
  brush.fill("#2a2020", 230);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.circle(280, 115, 6, 0.4);
  brush.fill("#2a2020", 230);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.circle(320, 115, 6, 0.4);
}
