async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// a koi carp in a pale pond among five lily pads
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#f8ece4", 255); brush.fillBleed(0.05); brush.fillTexture(0.1, 0.4);
  brush.beginShape(0.9); brush.vertex(524.5, 300.0); brush.vertex(509.9, 372.6); brush.vertex(467.7, 433.7); brush.vertex(408.4, 478.4); brush.vertex(338.2, 506.0); brush.vertex(262.0, 504.7); brush.vertex(188.1, 484.1); brush.vertex(133.5, 432.8); brush.vertex(93.6, 371.4); brush.vertex(78.9, 300.0); brush.vertex(88.2, 226.8); brush.vertex(131.4, 165.6); brush.vertex(191.4, 121.4); brush.vertex(261.2, 91.0); brush.vertex(338.5, 92.7); brush.vertex(408.4, 121.7); brush.vertex(472.7, 162.4); brush.vertex(512.7, 226.4); brush.endShape(true);
  brush.fill("#6f9e55", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(227.0, 469.5); brush.vertex(204.6, 493.4); brush.vertex(172.0, 507.3); brush.vertex(135.2, 508.6); brush.vertex(101.2, 497.1); brush.vertex(76.4, 474.9); brush.vertex(65.3, 446.1); brush.vertex(70.1, 416.2); brush.vertex(89.9, 390.7); brush.vertex(120.9, 374.5); brush.vertex(157.4, 370.6); brush.vertex(192.5, 379.6); brush.vertex(219.6, 400.0); brush.vertex(150, 440); brush.endShape(true);
  brush.fill("#5b8c4a", 150); brush.fillBleed(0.1); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(148.4, 438.8); brush.vertex(142.8, 446.9); brush.vertex(137.2, 454.9); brush.vertex(131.6, 462.9); brush.vertex(126.0, 470.9); brush.vertex(120.4, 479.0); brush.vertex(114.8, 487.0); brush.vertex(117.2, 488.7); brush.vertex(123.0, 480.8); brush.vertex(128.7, 472.9); brush.vertex(134.4, 464.9); brush.vertex(140.2, 457.0); brush.vertex(145.9, 449.1); brush.vertex(151.6, 441.2); brush.endShape(true);
  brush.fill("#5b8c4a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(488.8, 529.5); brush.vertex(455.0, 535.6); brush.vertex(421.2, 529.5); brush.vertex(393.7, 512.2); brush.vertex(377.7, 487.0); brush.vertex(376.2, 458.6); brush.vertex(389.5, 432.4); brush.vertex(415.0, 413.2); brush.vertex(448.0, 404.6); brush.vertex(482.4, 408.4); brush.vertex(511.6, 423.6); brush.vertex(530.2, 447.6); brush.vertex(534.7, 475.7); brush.vertex(455, 470); brush.endShape(true);
  brush.fill("#5b8c4a", 150); brush.fillBleed(0.1); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(454.4, 468.1); brush.vertex(444.4, 471.1); brush.vertex(434.4, 474.2); brush.vertex(424.4, 477.2); brush.vertex(414.4, 480.3); brush.vertex(404.4, 483.3); brush.vertex(394.4, 486.3); brush.vertex(395.3, 489.2); brush.vertex(405.3, 486.3); brush.vertex(415.4, 483.5); brush.vertex(425.4, 480.6); brush.vertex(435.5, 477.7); brush.vertex(445.5, 474.8); brush.vertex(455.6, 471.9); brush.endShape(true);
  brush.fill("#6f9e55", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(394.0, 102.3); brush.vertex(417.8, 89.9); brush.vertex(445.7, 86.9); brush.vertex(472.5, 93.8); brush.vertex(493.2, 109.4); brush.vertex(504.0, 130.7); brush.vertex(502.8, 153.8); brush.vertex(489.8, 174.3); brush.vertex(467.5, 188.3); brush.vertex(440.0, 193.3); brush.vertex(412.5, 188.3); brush.vertex(390.2, 174.3); brush.vertex(377.2, 153.8); brush.vertex(440, 140); brush.endShape(true);
  brush.fill("#5b8c4a", 150); brush.fillBleed(0.1); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(441.1, 141.7); brush.vertex(447.7, 137.1); brush.vertex(454.3, 132.5); brush.vertex(460.9, 127.9); brush.vertex(467.5, 123.3); brush.vertex(474.1, 118.7); brush.vertex(480.7, 114.1); brush.vertex(479.0, 111.6); brush.vertex(472.3, 116.1); brush.vertex(465.6, 120.5); brush.vertex(458.9, 125.0); brush.vertex(452.2, 129.4); brush.vertex(445.6, 133.9); brush.vertex(438.9, 138.3); brush.endShape(true);
  brush.fill("#7fa85a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(195.1, 124.1); brush.vertex(204.2, 142.2); brush.vertex(203.1, 161.7); brush.vertex(192.1, 179.0); brush.vertex(173.2, 190.9); brush.vertex(150.0, 195.1); brush.vertex(126.8, 190.9); brush.vertex(107.9, 179.0); brush.vertex(96.9, 161.7); brush.vertex(95.8, 142.2); brush.vertex(104.9, 124.1); brush.vertex(122.5, 110.9); brush.vertex(145.2, 105.1); brush.vertex(150, 150); brush.endShape(true);
  brush.fill("#5b8c4a", 150); brush.fillBleed(0.1); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(148.4, 151.2); brush.vertex(152.1, 156.3); brush.vertex(155.8, 161.4); brush.vertex(159.6, 166.5); brush.vertex(163.3, 171.6); brush.vertex(167.0, 176.7); brush.vertex(170.8, 181.8); brush.vertex(173.2, 180.1); brush.vertex(169.6, 174.9); brush.vertex(166.0, 169.7); brush.vertex(162.4, 164.5); brush.vertex(158.8, 159.3); brush.vertex(155.2, 154.0); brush.vertex(151.6, 148.8); brush.endShape(true);
  brush.fill("#5b8c4a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(281.0, 578.4); brush.vertex(265.5, 568.7); brush.vertex(256.5, 554.6); brush.vertex(255.7, 538.6); brush.vertex(263.1, 523.8); brush.vertex(277.5, 513.0); brush.vertex(296.1, 508.2); brush.vertex(315.4, 510.3); brush.vertex(331.8, 518.9); brush.vertex(342.3, 532.4); brush.vertex(344.8, 548.2); brush.vertex(339.0, 563.5); brush.vertex(325.8, 575.2); brush.vertex(300, 545); brush.endShape(true);
  brush.fill("#5b8c4a", 150); brush.fillBleed(0.1); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(300.8, 543.2); brush.vertex(295.6, 540.8); brush.vertex(290.4, 538.5); brush.vertex(285.2, 536.1); brush.vertex(279.9, 533.7); brush.vertex(274.7, 531.4); brush.vertex(269.5, 529.0); brush.vertex(268.2, 531.7); brush.vertex(273.3, 534.2); brush.vertex(278.5, 536.8); brush.vertex(283.7, 539.3); brush.vertex(288.8, 541.8); brush.vertex(294.0, 544.3); brush.vertex(299.2, 546.8); brush.endShape(true);
  brush.fill("#f4a582", 195); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(214.5, 369.6); brush.vertex(184.1, 448.3); brush.vertex(173.0, 388.9); brush.vertex(121.0, 358.2); brush.vertex(205.3, 356.5); brush.endShape(true);
  brush.fill("#f4a582", 190); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(381.7, 294.7); brush.vertex(369.4, 364.3); brush.vertex(357.1, 311.9); brush.endShape(true);
  brush.fill("#f4a582", 190); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(333.0, 225.0); brush.vertex(263.3, 212.8); brush.vertex(308.4, 242.2); brush.endShape(true);
  brush.fill("#f6c7a8", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(435.2, 231.6); brush.vertex(420.5, 256.0); brush.vertex(404.2, 277.9); brush.vertex(385.7, 296.8); brush.vertex(364.9, 312.5); brush.vertex(340.1, 322.4); brush.vertex(315.2, 332.2); brush.vertex(290.4, 342.1); brush.vertex(265.6, 351.9); brush.vertex(240.7, 361.8); brush.vertex(215.9, 371.7); brush.vertex(203.9, 354.5); brush.vertex(221.7, 334.6); brush.vertex(239.4, 314.6); brush.vertex(257.2, 294.6); brush.vertex(274.9, 274.6); brush.vertex(292.7, 254.7); brush.vertex(310.4, 234.7); brush.vertex(332.3, 220.6); brush.vertex(356.4, 209.7); brush.vertex(382.6, 201.8); brush.vertex(410.5, 196.3); brush.endShape(true);
  brush.fill("#f4a582", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(414.7, 219.7); brush.vertex(403.0, 255.3); brush.vertex(357.8, 277.9); brush.vertex(363.0, 233.0); brush.endShape(true);
  brush.fill("#e8765a", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(336.5, 317.2); brush.vertex(284.4, 347.5); brush.vertex(239.8, 336.1); brush.vertex(263.5, 282.8); brush.vertex(313.1, 266.4); brush.endShape(true);
  brush.fill("#ee8866", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(243.1, 358.2); brush.vertex(215.6, 371.3); brush.vertex(198.9, 356.1); brush.vertex(221.8, 336.5); brush.endShape(true);
  brush.fill("#d9604c", 170); brush.fillBleed(0.15); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6); brush.vertex(362.7, 250.0); brush.vertex(339.7, 266.6); brush.vertex(316.7, 283.2); brush.vertex(293.8, 299.8); brush.vertex(270.8, 316.4); brush.vertex(247.8, 333.0); brush.vertex(224.8, 349.6); brush.vertex(227.7, 353.7); brush.vertex(251.2, 337.8); brush.vertex(274.6, 321.8); brush.vertex(298.1, 305.9); brush.vertex(321.5, 290.0); brush.vertex(345.0, 274.1); brush.vertex(368.4, 258.2); brush.endShape(true);
  brush.fill("#2a2020", 240); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(410.9, 249.2, 7, 0.3);
  brush.fill("#2a2020", 240); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(385.7, 213.1, 7, 0.3);
}
