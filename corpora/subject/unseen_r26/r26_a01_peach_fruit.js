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
  // a ripe peach fruit: round body, cleft, blush, stalk and two leaves
  brush.fill("#f4a582", 185);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(481, 320); brush.vertex(470, 398); brush.vertex(417, 459); brush.vertex(341, 488); brush.vertex(259, 491); brush.vertex(185, 456); brush.vertex(132, 397); brush.vertex(112, 320); brush.vertex(137, 246); brush.vertex(188, 187); brush.vertex(258, 146); brush.vertex(341, 150); brush.vertex(417, 181); brush.vertex(462, 246);
  brush.endShape(true);
  brush.fill("#ee8866", 205);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(450, 320); brush.vertex(437, 382); brush.vertex(392, 428); brush.vertex(334, 460); brush.vertex(266, 460); brush.vertex(209, 426); brush.vertex(169, 379); brush.vertex(150, 320); brush.vertex(161, 258); brush.vertex(207, 211); brush.vertex(267, 186); brush.vertex(333, 184); brush.vertex(391, 214); brush.vertex(433, 260);
  brush.endShape(true);
  brush.fill("#c8504a", 215);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(415, 320); brush.vertex(404, 366); brush.vertex(371, 401); brush.vertex(325, 421); brush.vertex(275, 421); brush.vertex(228, 402); brush.vertex(198, 365); brush.vertex(188, 320); brush.vertex(194, 274); brush.vertex(228, 238); brush.vertex(274, 217); brush.vertex(325, 220); brush.vertex(374, 235); brush.vertex(406, 273);
  brush.endShape(true);
  brush.fill("#b8604a", 170);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(293, 149); brush.vertex(285, 230); brush.vertex(291, 331); brush.vertex(305, 421); brush.vertex(319, 419); brush.vertex(305, 329); brush.vertex(299, 230); brush.vertex(307, 151);
  brush.endShape(true);
  brush.fill("#f8c8a8", 160);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(268, 246); brush.vertex(272, 282); brush.vertex(261, 309); brush.vertex(238, 318); brush.vertex(212, 304); brush.vertex(192, 274); brush.vertex(188, 238); brush.vertex(199, 211); brush.vertex(222, 202); brush.vertex(248, 216);
  brush.endShape(true);
  brush.fill("#8a5a3c", 220);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.4);
  brush.vertex(305, 160); brush.vertex(309, 120); brush.vertex(299, 120); brush.vertex(295, 160);
  brush.endShape(true);
  brush.fill("#5b8c4a", 200);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(305, 130); brush.vertex(360, 95); brush.vertex(420, 100); brush.vertex(380, 135); brush.vertex(320, 145);
  brush.endShape(true);
  brush.fill("#6f9e55", 200);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(300, 128); brush.vertex(250, 90); brush.vertex(200, 98); brush.vertex(240, 130);
  brush.endShape(true);
}
