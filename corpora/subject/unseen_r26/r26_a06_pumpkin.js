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
  // a pumpkin: five ribs, green stalk, a vine leaf
  brush.fill("#f4a582", 195);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(251, 320); brush.vertex(243, 386); brush.vertex(220, 437); brush.vertex(188, 465); brush.vertex(153, 463); brush.vertex(120, 438); brush.vertex(98, 385); brush.vertex(89, 320); brush.vertex(98, 255); brush.vertex(120, 201); brush.vertex(152, 175); brush.vertex(188, 172); brush.vertex(220, 202); brush.vertex(242, 255);
  brush.endShape(true);
  brush.fill("#f4a582", 195);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(510, 320); brush.vertex(503, 386); brush.vertex(479, 436); brush.vertex(448, 467); brush.vertex(412, 468); brush.vertex(381, 436); brush.vertex(357, 386); brush.vertex(349, 320); brush.vertex(357, 254); brush.vertex(380, 203); brush.vertex(412, 176); brush.vertex(448, 172); brush.vertex(480, 201); brush.vertex(502, 255);
  brush.endShape(true);
  brush.fill("#ee8866", 195);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(318, 320); brush.vertex(310, 384); brush.vertex(285, 438); brush.vertex(246, 465); brush.vertex(203, 469); brush.vertex(166, 438); brush.vertex(140, 384); brush.vertex(129, 320); brush.vertex(140, 255); brush.vertex(165, 201); brush.vertex(204, 171); brush.vertex(246, 174); brush.vertex(285, 202); brush.vertex(311, 254);
  brush.endShape(true);
  brush.fill("#ee8866", 195);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(471, 320); brush.vertex(462, 386); brush.vertex(433, 435); brush.vertex(396, 465); brush.vertex(354, 467); brush.vertex(316, 436); brush.vertex(289, 385); brush.vertex(282, 320); brush.vertex(288, 254); brush.vertex(316, 203); brush.vertex(354, 176); brush.vertex(396, 173); brush.vertex(434, 204); brush.vertex(460, 256);
  brush.endShape(true);
  brush.fill("#f4a582", 195);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(400, 320); brush.vertex(389, 384); brush.vertex(362, 436); brush.vertex(323, 468); brush.vertex(278, 467); brush.vertex(239, 435); brush.vertex(209, 386); brush.vertex(202, 320); brush.vertex(211, 255); brush.vertex(237, 201); brush.vertex(278, 173); brush.vertex(322, 175); brush.vertex(362, 203); brush.vertex(390, 255);
  brush.endShape(true);
  brush.fill("#c8504a", 150);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.4);
  brush.vertex(303, 330); brush.vertex(303, 170); brush.vertex(297, 170); brush.vertex(297, 330);
  brush.endShape(true);
  brush.fill("#5b8c4a", 220);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3);
  brush.vertex(290, 180); brush.vertex(310, 180); brush.vertex(320, 110); brush.vertex(300, 100);
  brush.endShape(true);
  brush.fill("#6f9e55", 200);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(330, 470); brush.vertex(430, 500); brush.vertex(470, 470); brush.vertex(400, 450);
  brush.endShape(true);
}
