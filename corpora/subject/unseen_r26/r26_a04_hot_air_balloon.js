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
  // a hot air balloon: striped envelope, ropes, wicker basket
  brush.fill("#f4a582", 190);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  brush.vertex(237, 90); brush.vertex(181, 120); brush.vertex(151, 150); brush.vertex(133, 180); brush.vertex(123, 210); brush.vertex(120, 240); brush.vertex(123, 270); brush.vertex(133, 300); brush.vertex(151, 330); brush.vertex(181, 360); brush.vertex(237, 390); brush.vertex(258, 390); brush.vertex(221, 360); brush.vertex(201, 330); brush.vertex(189, 300); brush.vertex(182, 270); brush.vertex(180, 240); brush.vertex(182, 210); brush.vertex(189, 180); brush.vertex(201, 150); brush.vertex(221, 120); brush.vertex(258, 90);
  brush.endShape(true);
  brush.fill("#ee8866", 190);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  brush.vertex(258, 90); brush.vertex(221, 120); brush.vertex(201, 150); brush.vertex(189, 180); brush.vertex(182, 210); brush.vertex(180, 240); brush.vertex(182, 270); brush.vertex(189, 300); brush.vertex(201, 330); brush.vertex(221, 360); brush.vertex(258, 390); brush.vertex(279, 390); brush.vertex(260, 360); brush.vertex(250, 330); brush.vertex(244, 300); brush.vertex(241, 270); brush.vertex(240, 240); brush.vertex(241, 210); brush.vertex(244, 180); brush.vertex(250, 150); brush.vertex(260, 120); brush.vertex(279, 90);
  brush.endShape(true);
  brush.fill("#f4a582", 190);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  brush.vertex(279, 90); brush.vertex(260, 120); brush.vertex(250, 150); brush.vertex(244, 180); brush.vertex(241, 210); brush.vertex(240, 240); brush.vertex(241, 270); brush.vertex(244, 300); brush.vertex(250, 330); brush.vertex(260, 360); brush.vertex(279, 390); brush.vertex(300, 390); brush.vertex(300, 360); brush.vertex(300, 330); brush.vertex(300, 300); brush.vertex(300, 270); brush.vertex(300, 240); brush.vertex(300, 210); brush.vertex(300, 180); brush.vertex(300, 150); brush.vertex(300, 120); brush.vertex(300, 90);
  brush.endShape(true);
  brush.fill("#ee8866", 190);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  brush.vertex(300, 90); brush.vertex(300, 120); brush.vertex(300, 150); brush.vertex(300, 180); brush.vertex(300, 210); brush.vertex(300, 240); brush.vertex(300, 270); brush.vertex(300, 300); brush.vertex(300, 330); brush.vertex(300, 360); brush.vertex(300, 390); brush.vertex(321, 390); brush.vertex(340, 360); brush.vertex(350, 330); brush.vertex(356, 300); brush.vertex(359, 270); brush.vertex(360, 240); brush.vertex(359, 210); brush.vertex(356, 180); brush.vertex(350, 150); brush.vertex(340, 120); brush.vertex(321, 90);
  brush.endShape(true);
  brush.fill("#f4a582", 190);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  brush.vertex(321, 90); brush.vertex(340, 120); brush.vertex(350, 150); brush.vertex(356, 180); brush.vertex(359, 210); brush.vertex(360, 240); brush.vertex(359, 270); brush.vertex(356, 300); brush.vertex(350, 330); brush.vertex(340, 360); brush.vertex(321, 390); brush.vertex(342, 390); brush.vertex(379, 360); brush.vertex(399, 330); brush.vertex(411, 300); brush.vertex(418, 270); brush.vertex(420, 240); brush.vertex(418, 210); brush.vertex(411, 180); brush.vertex(399, 150); brush.vertex(379, 120); brush.vertex(342, 90);
  brush.endShape(true);
  brush.fill("#ee8866", 190);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  brush.vertex(342, 90); brush.vertex(379, 120); brush.vertex(399, 150); brush.vertex(411, 180); brush.vertex(418, 210); brush.vertex(420, 240); brush.vertex(418, 270); brush.vertex(411, 300); brush.vertex(399, 330); brush.vertex(379, 360); brush.vertex(342, 390); brush.vertex(363, 390); brush.vertex(419, 360); brush.vertex(449, 330); brush.vertex(467, 300); brush.vertex(477, 270); brush.vertex(480, 240); brush.vertex(477, 210); brush.vertex(467, 180); brush.vertex(449, 150); brush.vertex(419, 120); brush.vertex(363, 90);
  brush.endShape(true);
  brush.fill("#8a5a3c", 220);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.4);
  brush.vertex(253, 430); brush.vertex(268, 490); brush.vertex(272, 490); brush.vertex(257, 430);
  brush.endShape(true);
  brush.fill("#8a5a3c", 220);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.4);
  brush.vertex(343, 430); brush.vertex(328, 490); brush.vertex(332, 490); brush.vertex(347, 430);
  brush.endShape(true);
  brush.fill("#8a5a3c", 225);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1);
  brush.vertex(265, 490); brush.vertex(335, 490); brush.vertex(330, 545); brush.vertex(270, 545);
  brush.endShape(true);
}
