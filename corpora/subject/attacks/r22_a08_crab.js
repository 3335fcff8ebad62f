async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// a coral red crab with two big claws on green seaweed
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#6f9e55", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(510.0, 560.0); brush.vertex(481.9, 572.0); brush.vertex(405.0, 580.8); brush.vertex(300.0, 584.0); brush.vertex(195.0, 580.8); brush.vertex(118.1, 572.0); brush.vertex(90.0, 560.0); brush.vertex(118.1, 548.0); brush.vertex(195.0, 539.2); brush.vertex(300.0, 536.0); brush.vertex(405.0, 539.2); brush.vertex(481.9, 548.0); brush.endShape(true);
  brush.fill("#d9604c", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(174.2, 321.9); brush.vertex(161.2, 347.8); brush.vertex(146.3, 371.1); brush.vertex(128.0, 389.6); brush.vertex(105.8, 402.7); brush.vertex(80.2, 411.1); brush.vertex(52.7, 416.8); brush.vertex(57.3, 423.2); brush.vertex(86.1, 419.2); brush.vertex(112.8, 412.4); brush.vertex(136.2, 401.0); brush.vertex(155.7, 384.1); brush.vertex(171.7, 362.4); brush.vertex(185.8, 338.1); brush.endShape(true);
  brush.fill("#d9604c", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(173.4, 352.5); brush.vertex(161.5, 381.0); brush.vertex(147.4, 406.9); brush.vertex(129.4, 428.5); brush.vertex(107.0, 445.1); brush.vertex(80.8, 457.3); brush.vertex(52.4, 467.0); brush.vertex(57.6, 473.0); brush.vertex(87.4, 464.8); brush.vertex(114.9, 454.1); brush.vertex(138.6, 439.0); brush.vertex(157.9, 418.9); brush.vertex(173.4, 394.5); brush.vertex(186.6, 367.5); brush.endShape(true);
  brush.fill("#d9604c", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(172.8, 383.1); brush.vertex(161.7, 414.1); brush.vertex(148.2, 442.8); brush.vertex(130.5, 467.5); brush.vertex(107.9, 487.5); brush.vertex(81.2, 503.5); brush.vertex(52.1, 517.2); brush.vertex(57.9, 522.8); brush.vertex(88.4, 510.5); brush.vertex(116.6, 495.8); brush.vertex(140.6, 477.2); brush.vertex(159.7, 453.9); brush.vertex(174.7, 426.6); brush.vertex(187.2, 396.9); brush.endShape(true);
  brush.fill("#d9604c", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(200.2, 261.9); brush.vertex(182.4, 248.8); brush.vertex(165.7, 234.8); brush.vertex(150.8, 219.4); brush.vertex(138.0, 202.3); brush.vertex(127.0, 183.8); brush.vertex(117.0, 164.4); brush.vertex(103.0, 175.6); brush.vertex(111.9, 195.8); brush.vertex(121.8, 215.2); brush.vertex(133.6, 233.1); brush.vertex(147.5, 249.4); brush.vertex(163.1, 264.2); brush.vertex(179.8, 278.1); brush.endShape(true);
  brush.fill("#e0664e", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(149.5, 96.1); brush.vertex(155.6, 119.2); brush.vertex(146.8, 145.2); brush.vertex(125.4, 167.1); brush.vertex(97.2, 179.1); brush.vertex(69.8, 177.9); brush.vertex(50.5, 163.9); brush.vertex(44.4, 140.8); brush.vertex(53.2, 114.8); brush.vertex(74.6, 92.9); brush.vertex(102.8, 80.9); brush.vertex(130.2, 82.1); brush.endShape(true);
  brush.fill("#f7f1e3", 240); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(85, 90); brush.vertex(40, 70); brush.vertex(60, 120); brush.endShape(true);
  brush.fill("#c8504a", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(258.9, 249.3); brush.vertex(257.1, 240.1); brush.vertex(255.3, 231.0); brush.vertex(253.4, 221.9); brush.vertex(251.6, 212.7); brush.vertex(249.8, 203.6); brush.vertex(248.0, 194.5); brush.vertex(242.0, 195.5); brush.vertex(243.6, 204.7); brush.vertex(245.1, 213.9); brush.vertex(246.6, 223.1); brush.vertex(248.1, 232.3); brush.vertex(249.6, 241.5); brush.vertex(251.1, 250.7); brush.endShape(true);
  brush.fill("#2a2020", 240); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(245, 190, 12, 0.3);
  brush.fill("#d9604c", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(414.2, 338.1); brush.vertex(428.3, 362.4); brush.vertex(444.3, 384.1); brush.vertex(463.8, 401.0); brush.vertex(487.2, 412.4); brush.vertex(513.9, 419.2); brush.vertex(542.7, 423.2); brush.vertex(547.3, 416.8); brush.vertex(519.8, 411.1); brush.vertex(494.2, 402.7); brush.vertex(472.0, 389.6); brush.vertex(453.7, 371.1); brush.vertex(438.8, 347.8); brush.vertex(425.8, 321.9); brush.endShape(true);
  brush.fill("#d9604c", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(413.4, 367.5); brush.vertex(426.6, 394.5); brush.vertex(442.1, 418.9); brush.vertex(461.4, 439.0); brush.vertex(485.1, 454.1); brush.vertex(512.6, 464.8); brush.vertex(542.4, 473.0); brush.vertex(547.6, 467.0); brush.vertex(519.2, 457.3); brush.vertex(493.0, 445.1); brush.vertex(470.6, 428.5); brush.vertex(452.6, 406.9); brush.vertex(438.5, 381.0); brush.vertex(426.6, 352.5); brush.endShape(true);
  brush.fill("#d9604c", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(412.8, 396.9); brush.vertex(425.3, 426.6); brush.vertex(440.3, 453.9); brush.vertex(459.4, 477.2); brush.vertex(483.4, 495.8); brush.vertex(511.6, 510.5); brush.vertex(542.1, 522.8); brush.vertex(547.9, 517.2); brush.vertex(518.8, 503.5); brush.vertex(492.1, 487.5); brush.vertex(469.5, 467.5); brush.vertex(451.8, 442.8); brush.vertex(438.3, 414.1); brush.vertex(427.2, 383.1); brush.endShape(true);
  brush.fill("#d9604c", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(420.2, 278.1); brush.vertex(436.9, 264.2); brush.vertex(452.5, 249.4); brush.vertex(466.4, 233.1); brush.vertex(478.2, 215.2); brush.vertex(488.1, 195.8); brush.vertex(497.0, 175.6); brush.vertex(483.0, 164.4); brush.vertex(473.0, 183.8); brush.vertex(462.0, 202.3); brush.vertex(449.2, 219.4); brush.vertex(434.3, 234.8); brush.vertex(417.6, 248.8); brush.vertex(399.8, 261.9); brush.endShape(true);
  brush.fill("#e0664e", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(549.5, 163.9); brush.vertex(530.2, 177.9); brush.vertex(502.8, 179.1); brush.vertex(474.6, 167.1); brush.vertex(453.2, 145.2); brush.vertex(444.4, 119.2); brush.vertex(450.5, 96.1); brush.vertex(469.8, 82.1); brush.vertex(497.2, 80.9); brush.vertex(525.4, 92.9); brush.vertex(546.8, 114.8); brush.vertex(555.6, 140.8); brush.endShape(true);
  brush.fill("#f7f1e3", 240); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(515, 90); brush.vertex(560, 70); brush.vertex(540, 120); brush.endShape(true);
  brush.fill("#c8504a", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(348.9, 250.7); brush.vertex(350.4, 241.5); brush.vertex(351.9, 232.3); brush.vertex(353.4, 223.1); brush.vertex(354.9, 213.9); brush.vertex(356.4, 204.7); brush.vertex(358.0, 195.5); brush.vertex(352.0, 194.5); brush.vertex(350.2, 203.6); brush.vertex(348.4, 212.7); brush.vertex(346.6, 221.9); brush.vertex(344.7, 231.0); brush.vertex(342.9, 240.1); brush.vertex(341.1, 249.3); brush.endShape(true);
  brush.fill("#2a2020", 240); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(355, 190, 12, 0.3);
  brush.fill("#e8765a", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(460.0, 320.0); brush.vertex(447.8, 358.3); brush.vertex(413.1, 390.7); brush.vertex(361.2, 412.4); brush.vertex(300.0, 420.0); brush.vertex(238.8, 412.4); brush.vertex(186.9, 390.7); brush.vertex(152.2, 358.3); brush.vertex(140.0, 320.0); brush.vertex(152.2, 281.7); brush.vertex(186.9, 249.3); brush.vertex(238.8, 227.6); brush.vertex(300.0, 220.0); brush.vertex(361.2, 227.6); brush.vertex(413.1, 249.3); brush.vertex(447.8, 281.7); brush.endShape(true);
  brush.fill("#ee8866", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(420.0, 310.0); brush.vertex(408.1, 340.4); brush.vertex(374.8, 364.7); brush.vertex(326.7, 378.2); brush.vertex(273.3, 378.2); brush.vertex(225.2, 364.7); brush.vertex(191.9, 340.4); brush.vertex(180.0, 310.0); brush.vertex(191.9, 279.6); brush.vertex(225.2, 255.3); brush.vertex(273.3, 241.8); brush.vertex(326.7, 241.8); brush.vertex(374.8, 255.3); brush.vertex(408.1, 279.6); brush.endShape(true);
}
