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
  // a beach ball: six panels, alternating coral and cream, a cap in the middle, shadow
  brush.fill("#d8cbb5", 160);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(450, 520); brush.vertex(430, 531); brush.vertex(375, 539); brush.vertex(300, 542); brush.vertex(225, 539); brush.vertex(170, 531); brush.vertex(150, 520); brush.vertex(170, 509); brush.vertex(225, 501); brush.vertex(300, 498); brush.vertex(375, 501); brush.vertex(430, 509);
  brush.endShape(true);
  brush.fill("#ee8866", 205);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2);
  brush.vertex(290, 273); brush.vertex(198, 112); brush.vertex(244, 82); brush.vertex(300, 72); brush.vertex(356, 82); brush.vertex(402, 112); brush.vertex(310, 273);
  brush.endShape(true);
  brush.fill("#f8e0c8", 205);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2);
  brush.vertex(310, 273); brush.vertex(402, 112); brush.vertex(452, 138); brush.vertex(489, 181); brush.vertex(508, 234); brush.vertex(505, 290); brush.vertex(320, 290);
  brush.endShape(true);
  brush.fill("#ee8866", 205);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2);
  brush.vertex(320, 290); brush.vertex(505, 290); brush.vertex(508, 346); brush.vertex(489, 399); brush.vertex(452, 442); brush.vertex(402, 468); brush.vertex(310, 307);
  brush.endShape(true);
  brush.fill("#f8e0c8", 205);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2);
  brush.vertex(310, 307); brush.vertex(402, 468); brush.vertex(356, 498); brush.vertex(300, 508); brush.vertex(244, 498); brush.vertex(198, 468); brush.vertex(290, 307);
  brush.endShape(true);
  brush.fill("#ee8866", 205);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2);
  brush.vertex(290, 307); brush.vertex(198, 468); brush.vertex(148, 442); brush.vertex(111, 399); brush.vertex(92, 346); brush.vertex(95, 290); brush.vertex(280, 290);
  brush.endShape(true);
  brush.fill("#f8e0c8", 205);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2);
  brush.vertex(280, 290); brush.vertex(95, 290); brush.vertex(92, 234); brush.vertex(111, 181); brush.vertex(148, 138); brush.vertex(197, 112); brush.vertex(290, 273);
  brush.endShape(true);
  brush.fill("#f4a582", 220);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.circle(300, 290, 30, 0.4);
}
