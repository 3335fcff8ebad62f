async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// an octopus with curling arms above two strands of seaweed
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#5b8c4a", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6); brush.vertex(129.0, 589.4); brush.vertex(138.8, 562.1); brush.vertex(145.3, 534.9); brush.vertex(145.9, 508.1); brush.vertex(139.9, 481.7); brush.vertex(128.1, 455.6); brush.vertex(113.0, 429.8); brush.vertex(107.0, 430.2); brush.vertex(120.2, 456.1); brush.vertex(130.0, 482.3); brush.vertex(134.0, 508.8); brush.vertex(131.3, 535.8); brush.vertex(122.8, 563.1); brush.vertex(111.0, 590.6); brush.endShape(true);
  brush.fill("#6f9e55", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6); brush.vertex(489.0, 590.9); brush.vertex(478.0, 564.6); brush.vertex(470.4, 538.5); brush.vertex(468.6, 513.1); brush.vertex(473.4, 488.3); brush.vertex(484.0, 464.2); brush.vertex(498.0, 440.3); brush.vertex(492.0, 439.7); brush.vertex(476.1, 463.4); brush.vertex(463.5, 487.3); brush.vertex(456.7, 511.9); brush.vertex(456.5, 537.1); brush.vertex(462.1, 563.0); brush.vertex(471.0, 589.1); brush.endShape(true);
  brush.fill("#e8765a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(352.5, 304.6); brush.vertex(383.2, 286.9); brush.vertex(412.9, 274.4); brush.vertex(440.9, 271.2); brush.vertex(467.1, 278.4); brush.vertex(491.7, 294.8); brush.vertex(515.2, 316.5); brush.vertex(517.0, 306.7); brush.vertex(494.4, 279.4); brush.vertex(470.9, 257.4); brush.vertex(445.7, 244.6); brush.vertex(418.6, 242.3); brush.vertex(389.9, 249.1); brush.vertex(360.3, 261.2); brush.endShape(true);
  brush.fill("#e8765a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(346.7, 328.3); brush.vertex(365.0, 360.9); brush.vertex(386.3, 389.1); brush.vertex(412.7, 409.5); brush.vertex(445.0, 420.9); brush.vertex(482.4, 424.6); brush.vertex(522.7, 423.8); brush.vertex(528.2, 415.5); brush.vertex(491.0, 411.5); brush.vertex(456.7, 403.1); brush.vertex(427.6, 386.9); brush.vertex(404.3, 361.8); brush.vertex(386.1, 328.9); brush.vertex(370.9, 291.5); brush.endShape(true);
  brush.fill("#e8765a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(325.8, 346.4); brush.vertex(365.4, 363.9); brush.vertex(400.6, 384.3); brush.vertex(428.2, 410.1); brush.vertex(446.8, 441.8); brush.vertex(457.9, 478.8); brush.vertex(464.5, 518.9); brush.vertex(472.7, 513.2); brush.vertex(470.8, 470.0); brush.vertex(464.4, 429.8); brush.vertex(450.4, 394.8); brush.vertex(427.6, 365.9); brush.vertex(397.1, 342.2); brush.vertex(362.1, 321.6); brush.endShape(true);
  brush.fill("#e8765a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(294.7, 352.6); brush.vertex(285.6, 393.4); brush.vertex(281.7, 433.2); brush.vertex(286.9, 471.1); brush.vertex(302.6, 506.8); brush.vertex(327.4, 540.7); brush.vertex(357.4, 573.5); brush.vertex(367.2, 571.5); brush.vertex(342.7, 537.6); brush.vertex(323.5, 502.5); brush.vertex(313.3, 465.7); brush.vertex(313.7, 426.6); brush.vertex(323.1, 385.7); brush.vertex(337.8, 343.7); brush.endShape(true);
  brush.fill("#e8765a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(262.2, 343.7); brush.vertex(276.9, 385.7); brush.vertex(286.3, 426.6); brush.vertex(286.7, 465.7); brush.vertex(276.5, 502.5); brush.vertex(257.3, 537.6); brush.vertex(232.8, 571.5); brush.vertex(242.6, 573.5); brush.vertex(272.6, 540.7); brush.vertex(297.4, 506.8); brush.vertex(313.1, 471.1); brush.vertex(318.3, 433.2); brush.vertex(314.4, 393.4); brush.vertex(305.3, 352.6); brush.endShape(true);
  brush.fill("#e8765a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(237.9, 321.6); brush.vertex(202.9, 342.2); brush.vertex(172.4, 365.9); brush.vertex(149.6, 394.8); brush.vertex(135.6, 429.8); brush.vertex(129.2, 470.0); brush.vertex(127.3, 513.2); brush.vertex(135.5, 518.9); brush.vertex(142.1, 478.8); brush.vertex(153.2, 441.8); brush.vertex(171.8, 410.1); brush.vertex(199.4, 384.3); brush.vertex(234.6, 363.9); brush.vertex(274.2, 346.4); brush.endShape(true);
  brush.fill("#e8765a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(229.1, 291.5); brush.vertex(213.9, 328.9); brush.vertex(195.7, 361.8); brush.vertex(172.4, 386.9); brush.vertex(143.3, 403.1); brush.vertex(109.0, 411.5); brush.vertex(71.8, 415.5); brush.vertex(77.3, 423.8); brush.vertex(117.6, 424.6); brush.vertex(155.0, 420.9); brush.vertex(187.3, 409.5); brush.vertex(213.7, 389.1); brush.vertex(235.0, 360.9); brush.vertex(253.3, 328.3); brush.endShape(true);
  brush.fill("#e8765a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(239.7, 261.2); brush.vertex(210.1, 249.1); brush.vertex(181.4, 242.3); brush.vertex(154.3, 244.6); brush.vertex(129.1, 257.4); brush.vertex(105.6, 279.4); brush.vertex(83.0, 306.7); brush.vertex(84.8, 316.5); brush.vertex(108.3, 294.8); brush.vertex(132.9, 278.4); brush.vertex(159.1, 271.2); brush.vertex(187.1, 274.4); brush.vertex(216.8, 286.9); brush.vertex(247.5, 304.6); brush.endShape(true);
  brush.fill("#ee8866", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(425.0, 220.0); brush.vertex(412.6, 272.1); brush.vertex(377.9, 313.8); brush.vertex(327.8, 337.0); brush.vertex(272.2, 337.0); brush.vertex(222.1, 313.8); brush.vertex(187.4, 272.1); brush.vertex(175.0, 220.0); brush.vertex(187.4, 167.9); brush.vertex(222.1, 126.2); brush.vertex(272.2, 103.0); brush.vertex(327.8, 103.0); brush.vertex(377.9, 126.2); brush.vertex(412.6, 167.9); brush.endShape(true);
  brush.fill("#f4a582", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(395.0, 205.0); brush.vertex(382.3, 250.0); brush.vertex(347.5, 282.9); brush.vertex(300.0, 295.0); brush.vertex(252.5, 282.9); brush.vertex(217.7, 250.0); brush.vertex(205.0, 205.0); brush.vertex(217.7, 160.0); brush.vertex(252.5, 127.1); brush.vertex(300.0, 115.0); brush.vertex(347.5, 127.1); brush.vertex(382.3, 160.0); brush.endShape(true);
  brush.fill("#fdf3e6", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(255, 250, 24, 0.3);
  brush.fill("#3a2a2a", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(259, 254, 11, 0.3);
  brush.fill("#fdf3e6", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(345, 250, 24, 0.3);
  brush.fill("#3a2a2a", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(349, 254, 11, 0.3);
}
