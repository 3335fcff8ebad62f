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
  // an ice cream cone with two scoops and a mint leaf
  brush.fill("#d9a066", 210);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1);
  brush.vertex(190, 330); brush.vertex(410, 330); brush.vertex(300, 560);
  brush.endShape(true);
  brush.fill("#a8703a", 190);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1);
  brush.vertex(208, 336); brush.vertex(298, 556); brush.vertex(302, 554); brush.vertex(212, 334);
  brush.endShape(true);
  brush.fill("#a8703a", 190);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1);
  brush.vertex(253, 335); brush.vertex(298, 555); brush.vertex(302, 555); brush.vertex(257, 335);
  brush.endShape(true);
  brush.fill("#a8703a", 190);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1);
  brush.vertex(298, 335); brush.vertex(298, 555); brush.vertex(302, 555); brush.vertex(302, 335);
  brush.endShape(true);
  brush.fill("#a8703a", 190);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1);
  brush.vertex(343, 335); brush.vertex(298, 555); brush.vertex(302, 555); brush.vertex(347, 335);
  brush.endShape(true);
  brush.fill("#a8703a", 190);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1);
  brush.vertex(388, 334); brush.vertex(298, 554); brush.vertex(302, 556); brush.vertex(392, 336);
  brush.endShape(true);
  brush.fill("#f4a582", 195);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(429, 300); brush.vertex(415, 336); brush.vertex(378, 364); brush.vertex(330, 387); brush.vertex(273, 378); brush.vertex(219, 366); brush.vertex(177, 339); brush.vertex(177, 300); brush.vertex(182, 263); brush.vertex(218, 233); brush.vertex(273, 222); brush.vertex(329, 218); brush.vertex(383, 232); brush.vertex(416, 263);
  brush.endShape(true);
  brush.fill("#ee8866", 200);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(413, 190); brush.vertex(395, 225); brush.vertex(366, 254); brush.vertex(323, 269); brush.vertex(276, 273); brush.vertex(228, 260); brush.vertex(200, 227); brush.vertex(186, 190); brush.vertex(202, 154); brush.vertex(229, 122); brush.vertex(277, 111); brush.vertex(324, 109); brush.vertex(370, 122); brush.vertex(402, 152);
  brush.endShape(true);
  brush.fill("#6f9e55", 210);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(300, 110); brush.vertex(350, 70); brush.vertex(380, 90); brush.vertex(330, 120);
  brush.endShape(true);
}
