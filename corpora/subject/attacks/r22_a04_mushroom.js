async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// a toadstool mushroom with a spotted coral cap on grass
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#5b8c4a", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(180, 560); brush.vertex(192, 500); brush.vertex(204, 560); brush.endShape(true);
  brush.fill("#5b8c4a", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(220, 560); brush.vertex(232, 490); brush.vertex(244, 560); brush.endShape(true);
  brush.fill("#5b8c4a", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(260, 560); brush.vertex(272, 480); brush.vertex(284, 560); brush.endShape(true);
  brush.fill("#5b8c4a", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(300, 560); brush.vertex(312, 500); brush.vertex(324, 560); brush.endShape(true);
  brush.fill("#5b8c4a", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(340, 560); brush.vertex(352, 490); brush.vertex(364, 560); brush.endShape(true);
  brush.fill("#5b8c4a", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(380, 560); brush.vertex(392, 480); brush.vertex(404, 560); brush.endShape(true);
  brush.fill("#5b8c4a", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(420, 560); brush.vertex(432, 500); brush.vertex(444, 560); brush.endShape(true);
  brush.fill("#efdcbc", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(255, 520); brush.vertex(250, 420); brush.vertex(262, 330); brush.vertex(338, 330); brush.vertex(350, 420); brush.vertex(345, 520); brush.endShape(true);
  brush.fill("#ee8866", 195); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(495.0, 330.0); brush.vertex(488.4, 278.2); brush.vertex(468.9, 230.0); brush.vertex(437.9, 188.6); brush.vertex(397.5, 156.8); brush.vertex(350.5, 136.8); brush.vertex(300.0, 130.0); brush.vertex(249.5, 136.8); brush.vertex(202.5, 156.8); brush.vertex(162.1, 188.6); brush.vertex(131.1, 230.0); brush.vertex(111.6, 278.2); brush.vertex(105.0, 330.0); brush.endShape(true);
  brush.fill("#e0664e", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(460.0, 320.0); brush.vertex(452.2, 269.0); brush.vertex(429.4, 223.0); brush.vertex(394.0, 186.5); brush.vertex(349.4, 163.1); brush.vertex(300.0, 155.0); brush.vertex(250.6, 163.1); brush.vertex(206.0, 186.5); brush.vertex(170.6, 223.0); brush.vertex(147.8, 269.0); brush.vertex(140.0, 320.0); brush.endShape(true);
  brush.fill("#c8504a", 190); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(110.0, 340.0); brush.vertex(173.3, 340.0); brush.vertex(236.7, 340.0); brush.vertex(300.0, 340.0); brush.vertex(363.3, 340.0); brush.vertex(426.7, 340.0); brush.vertex(490.0, 340.0); brush.vertex(490.0, 324.0); brush.vertex(426.7, 324.0); brush.vertex(363.3, 324.0); brush.vertex(300.0, 324.0); brush.vertex(236.7, 324.0); brush.vertex(173.3, 324.0); brush.vertex(110.0, 324.0); brush.endShape(true);
  brush.fill("#fbf1e0", 230); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(230, 240, 26, 0.3);
  brush.fill("#fbf1e0", 230); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(330, 200, 30, 0.3);
  brush.fill("#fbf1e0", 230); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(400, 280, 22, 0.3);
  brush.fill("#fbf1e0", 230); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(270, 160, 18, 0.3);
  brush.fill("#fbf1e0", 230); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(180, 300, 16, 0.3);
  brush.fill("#fbf1e0", 230); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(360, 300, 14, 0.3);
}
