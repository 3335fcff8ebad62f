async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// a ripe peach (the fruit) resting on two leaves
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#5b8c4a", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(300.0, 470.0); brush.vertex(254.8, 469.6); brush.vertex(213.1, 476.2); brush.vertex(177.1, 494.2); brush.vertex(146.8, 523.6); brush.vertex(120.0, 560.0); brush.vertex(165.2, 560.4); brush.vertex(206.9, 553.8); brush.vertex(242.9, 535.8); brush.vertex(273.2, 506.4); brush.endShape(true);
  brush.fill("#6f9e55", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(300.0, 470.0); brush.vertex(326.4, 507.2); brush.vertex(356.5, 537.4); brush.vertex(392.5, 556.4); brush.vertex(434.4, 564.2); brush.vertex(480.0, 565.0); brush.vertex(453.6, 527.8); brush.vertex(423.5, 497.6); brush.vertex(387.5, 478.6); brush.vertex(345.6, 470.8); brush.endShape(true);
  brush.fill("#f6c48a", 190); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(495.0, 300.0); brush.vertex(480.2, 370.8); brush.vertex(437.9, 430.8); brush.vertex(374.6, 470.9); brush.vertex(300.0, 485.0); brush.vertex(225.4, 470.9); brush.vertex(162.1, 430.8); brush.vertex(119.8, 370.8); brush.vertex(105.0, 300.0); brush.vertex(119.8, 229.2); brush.vertex(162.1, 169.2); brush.vertex(225.4, 129.1); brush.vertex(300.0, 115.0); brush.vertex(374.6, 129.1); brush.vertex(437.9, 169.2); brush.vertex(480.2, 229.2); brush.endShape(true);
  brush.fill("#f4a070", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(495.5, 280.0); brush.vertex(477.9, 351.2); brush.vertex(429.0, 404.1); brush.vertex(364.7, 432.2); brush.vertex(294.4, 436.2); brush.vertex(231.2, 403.9); brush.vertex(181.8, 351.4); brush.vertex(173.1, 280.0); brush.vertex(186.2, 210.7); brush.vertex(229.4, 153.9); brush.vertex(292.9, 117.6); brush.vertex(365.6, 123.9); brush.vertex(427.6, 157.6); brush.vertex(477.8, 208.8); brush.endShape(true);
  brush.fill("#e8785a", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(467.5, 260.0); brush.vertex(451.7, 324.0); brush.vertex(401.3, 357.0); brush.vertex(350.0, 372.5); brush.vertex(292.2, 369.2); brush.vertex(251.4, 322.1); brush.vertex(237.2, 260.0); brush.vertex(257.5, 201.7); brush.vertex(294.1, 154.4); brush.vertex(350.0, 138.1); brush.vertex(405.7, 154.8); brush.vertex(440.4, 203.1); brush.endShape(true);
  brush.fill("#d0584a", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(416.9, 250.0); brush.vertex(409.0, 291.5); brush.vertex(378.1, 314.8); brush.vertex(341.1, 318.0); brush.vertex(310.2, 292.2); brush.vertex(305.2, 250.0); brush.vertex(316.2, 212.9); brush.vertex(340.2, 178.9); brush.vertex(377.6, 186.6); brush.vertex(406.0, 211.0); brush.endShape(true);
  brush.fill("#b84a40", 170); brush.fillBleed(0.15); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(293.0, 124.7); brush.vertex(308.7, 183.0); brush.vertex(319.6, 241.1); brush.vertex(322.5, 298.8); brush.vertex(316.0, 356.1); brush.vertex(301.3, 413.1); brush.vertex(282.0, 469.9); brush.vertex(288.0, 470.1); brush.vertex(308.6, 413.4); brush.vertex(324.6, 356.5); brush.vertex(332.5, 299.2); brush.vertex(330.9, 241.6); brush.vertex(321.3, 183.5); brush.vertex(307.0, 125.3); brush.endShape(true);
  brush.fill("#fbe7c8", 180); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(258.9, 210.2); brush.vertex(259.2, 228.9); brush.vertex(242.4, 248.2); brush.vertex(218.4, 256.8); brush.vertex(201.1, 249.8); brush.vertex(200.8, 231.1); brush.vertex(217.6, 211.8); brush.vertex(241.6, 203.2); brush.endShape(true);
  brush.fill("#6a5a30", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(304.7, 129.6); brush.vertex(306.5, 123.5); brush.vertex(308.3, 117.4); brush.vertex(310.0, 111.3); brush.vertex(311.8, 105.3); brush.vertex(313.6, 99.2); brush.vertex(315.3, 93.1); brush.vertex(308.7, 90.9); brush.vertex(306.4, 96.8); brush.vertex(304.2, 102.7); brush.vertex(302.0, 108.7); brush.vertex(299.7, 114.6); brush.vertex(297.5, 120.5); brush.vertex(295.3, 126.4); brush.endShape(true);
}
