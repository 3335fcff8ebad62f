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
  // a peach fruit lying on two leaves
  brush.fill("#5b8c4a", 200);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(300, 470); brush.vertex(420, 520); brush.vertex(520, 500); brush.vertex(420, 470);
  brush.endShape(true);
  brush.fill("#6f9e55", 200);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(300, 470); brush.vertex(180, 520); brush.vertex(90, 495); brush.vertex(190, 465);
  brush.endShape(true);
  brush.fill("#f4a582", 185);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(495, 300); brush.vertex(476, 380); brush.vertex(415, 437); brush.vertex(341, 471); brush.vertex(257, 479); brush.vertex(180, 443); brush.vertex(127, 379); brush.vertex(112, 300); brush.vertex(128, 221); brush.vertex(181, 158); brush.vertex(258, 124); brush.vertex(341, 128); brush.vertex(418, 160); brush.vertex(470, 222);
  brush.endShape(true);
  brush.fill("#ee8866", 205);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(452, 300); brush.vertex(439, 363); brush.vertex(396, 412); brush.vertex(333, 437); brush.vertex(267, 436); brush.vertex(208, 408); brush.vertex(169, 359); brush.vertex(154, 300); brush.vertex(165, 239); brush.vertex(207, 192); brush.vertex(267, 164); brush.vertex(334, 160); brush.vertex(394, 190); brush.vertex(436, 239);
  brush.endShape(true);
  brush.fill("#c8504a", 215);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(408, 300); brush.vertex(396, 342); brush.vertex(368, 377); brush.vertex(324, 395); brush.vertex(276, 398); brush.vertex(229, 381); brush.vertex(200, 344); brush.vertex(192, 300); brush.vertex(199, 256); brush.vertex(230, 220); brush.vertex(275, 201); brush.vertex(325, 200); brush.vertex(370, 221); brush.vertex(401, 256);
  brush.endShape(true);
  brush.fill("#b8604a", 170);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(293, 124); brush.vertex(281, 211); brush.vertex(289, 301); brush.vertex(303, 401); brush.vertex(317, 399); brush.vertex(303, 299); brush.vertex(295, 209); brush.vertex(307, 126);
  brush.endShape(true);
  brush.fill("#8a5a3c", 220);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.4);
  brush.vertex(305, 131); brush.vertex(311, 96); brush.vertex(301, 94); brush.vertex(295, 129);
  brush.endShape(true);
}
