async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// a garden snail with a spiral peach shell crawling over leaves
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#6f9e55", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(300.0, 470.0); brush.vertex(275.4, 411.5); brush.vertex(244.1, 368.4); brush.vertex(202.1, 350.4); brush.vertex(149.4, 357.5); brush.vertex(90.0, 380.0); brush.vertex(114.6, 438.5); brush.vertex(145.9, 481.6); brush.vertex(187.9, 499.6); brush.vertex(240.6, 492.5); brush.endShape(true);
  brush.fill("#5b8c4a", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(300.0, 470.0); brush.vertex(356.5, 495.2); brush.vertex(408.2, 505.4); brush.vertex(452.2, 491.4); brush.vertex(488.5, 453.2); brush.vertex(520.0, 400.0); brush.vertex(463.5, 374.8); brush.vertex(411.8, 364.6); brush.vertex(367.8, 378.6); brush.vertex(331.5, 416.8); brush.endShape(true);
  brush.fill("#7fa85a", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(300.0, 480.0); brush.vertex(267.1, 493.0); brush.vertex(243.8, 509.4); brush.vertex(235.8, 531.4); brush.vertex(243.1, 559.0); brush.vertex(260.0, 590.0); brush.vertex(292.9, 577.0); brush.vertex(316.2, 560.6); brush.vertex(324.2, 538.6); brush.vertex(316.9, 511.0); brush.endShape(true);
  brush.fill("#e9b88a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(151.4, 440.0); brush.vertex(199.3, 430.0); brush.vertex(247.2, 421.3); brush.vertex(295.3, 415.0); brush.vertex(343.7, 411.3); brush.vertex(392.1, 410.0); brush.vertex(440.7, 410.0); brush.vertex(439.3, 390.0); brush.vertex(390.5, 386.7); brush.vertex(341.8, 384.7); brush.vertex(293.3, 385.1); brush.vertex(244.9, 388.1); brush.vertex(196.7, 393.4); brush.vertex(148.6, 400.0); brush.endShape(true);
  brush.fill("#e9b88a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6); brush.vertex(176.3, 412.0); brush.vertex(169.2, 398.1); brush.vertex(162.1, 384.1); brush.vertex(155.0, 370.2); brush.vertex(147.9, 356.2); brush.vertex(140.7, 342.3); brush.vertex(133.6, 328.3); brush.vertex(126.4, 331.7); brush.vertex(132.6, 346.1); brush.vertex(138.8, 360.5); brush.vertex(145.0, 374.8); brush.vertex(151.2, 389.2); brush.vertex(157.5, 403.6); brush.vertex(163.7, 418.0); brush.endShape(true);
  brush.fill("#e9b88a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6); brush.vertex(190.9, 414.0); brush.vertex(188.1, 399.8); brush.vertex(185.3, 385.7); brush.vertex(182.4, 371.6); brush.vertex(179.6, 357.5); brush.vertex(176.8, 343.4); brush.vertex(173.9, 329.3); brush.vertex(166.1, 330.7); brush.vertex(168.2, 344.9); brush.vertex(170.4, 359.1); brush.vertex(172.6, 373.4); brush.vertex(174.7, 387.6); brush.vertex(176.9, 401.8); brush.vertex(179.1, 416.0); brush.endShape(true);
  brush.fill("#3a2a2a", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(130, 328, 8, 0.3);
  brush.fill("#3a2a2a", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(170, 328, 8, 0.3);
  brush.fill("#f4a582", 200); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(320, 290, 130, 0.2);
  brush.fill("#ee8866", 200); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(312, 296, 95, 0.2);
  brush.fill("#e8765a", 200); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(304, 302, 62, 0.2);
  brush.fill("#d9604c", 200); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(296, 308, 34, 0.2);
  brush.fill("#b84a40", 200); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(288, 314, 14, 0.2);
}
