async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// an ice-cream cone with two scoops, peach and coral
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#e0b070", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1); brush.vertex(215, 340); brush.vertex(385, 340); brush.vertex(300, 580); brush.endShape(true);
  brush.fill("#b88a50", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1); brush.vertex(222.6, 345.6); brush.vertex(232.2, 381.5); brush.vertex(241.7, 417.3); brush.vertex(251.3, 453.1); brush.vertex(260.9, 488.9); brush.vertex(270.5, 524.7); brush.vertex(280.1, 560.5); brush.vertex(283.9, 559.5); brush.vertex(274.5, 523.6); brush.vertex(265.1, 487.8); brush.vertex(255.7, 451.9); brush.vertex(246.3, 416.1); brush.vertex(236.8, 380.2); brush.vertex(227.4, 344.4); brush.endShape(true);
  brush.fill("#b88a50", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1); brush.vertex(262.5, 345.3); brush.vertex(267.4, 381.2); brush.vertex(272.4, 417.0); brush.vertex(277.3, 452.8); brush.vertex(282.2, 488.6); brush.vertex(287.1, 524.4); brush.vertex(292.0, 560.3); brush.vertex(296.0, 559.7); brush.vertex(291.2, 523.9); brush.vertex(286.5, 488.0); brush.vertex(281.7, 452.2); brush.vertex(277.0, 416.4); brush.vertex(272.2, 380.5); brush.vertex(267.5, 344.7); brush.endShape(true);
  brush.fill("#b88a50", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1); brush.vertex(302.5, 345.0); brush.vertex(302.8, 380.8); brush.vertex(303.0, 416.7); brush.vertex(303.3, 452.5); brush.vertex(303.5, 488.3); brush.vertex(303.8, 524.2); brush.vertex(304.0, 560.0); brush.vertex(308.0, 560.0); brush.vertex(307.9, 524.2); brush.vertex(307.8, 488.3); brush.vertex(307.7, 452.5); brush.vertex(307.7, 416.7); brush.vertex(307.6, 380.8); brush.vertex(307.5, 345.0); brush.endShape(true);
  brush.fill("#b88a50", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1); brush.vertex(342.5, 344.7); brush.vertex(338.1, 380.5); brush.vertex(333.7, 416.4); brush.vertex(329.3, 452.2); brush.vertex(324.9, 488.1); brush.vertex(320.4, 523.9); brush.vertex(316.0, 559.8); brush.vertex(320.0, 560.2); brush.vertex(324.6, 524.4); brush.vertex(329.1, 488.6); brush.vertex(333.7, 452.8); brush.vertex(338.3, 417.0); brush.vertex(342.9, 381.1); brush.vertex(347.5, 345.3); brush.endShape(true);
  brush.fill("#f4a582", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(429.3, 300.0); brush.vertex(415.5, 340.1); brush.vertex(377.3, 369.8); brush.vertex(327.1, 385.6); brush.vertex(272.2, 387.8); brush.vertex(222.8, 369.7); brush.vertex(184.2, 340.2); brush.vertex(177.5, 300.0); brush.vertex(187.6, 261.0); brush.vertex(221.4, 229.0); brush.vertex(271.0, 208.7); brush.vertex(327.8, 212.2); brush.vertex(376.2, 231.2); brush.vertex(415.5, 260.0); brush.endShape(true);
  brush.fill("#f4a582", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(198.0, 329.1); brush.vertex(198.0, 340.9); brush.vertex(198.0, 352.6); brush.vertex(198.0, 364.3); brush.vertex(198.0, 376.0); brush.vertex(198.0, 387.8); brush.vertex(198.0, 399.5); brush.vertex(212.0, 400.5); brush.vertex(213.6, 388.9); brush.vertex(215.3, 377.3); brush.vertex(217.0, 365.7); brush.vertex(218.6, 354.1); brush.vertex(220.3, 342.5); brush.vertex(222.0, 330.9); brush.endShape(true);
  brush.fill("#f4a582", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(370.2, 332.0); brush.vertex(372.5, 340.2); brush.vertex(374.8, 348.4); brush.vertex(377.2, 356.6); brush.vertex(379.5, 364.8); brush.vertex(381.8, 373.0); brush.vertex(384.1, 381.2); brush.vertex(395.9, 378.8); brush.vertex(394.9, 370.4); brush.vertex(393.9, 361.9); brush.vertex(392.8, 353.4); brush.vertex(391.8, 345.0); brush.vertex(390.8, 336.5); brush.vertex(389.8, 328.0); brush.endShape(true);
  brush.fill("#e8765a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(397.4, 175.0); brush.vertex(390.5, 212.0); brush.vertex(361.5, 240.6); brush.vertex(322.5, 258.7); brush.vertex(277.5, 258.9); brush.vertex(240.4, 238.6); brush.vertex(214.3, 210.1); brush.vertex(196.6, 175.0); brush.vertex(212.1, 139.0); brush.vertex(239.3, 110.3); brush.vertex(276.6, 88.0); brush.vertex(322.2, 92.4); brush.vertex(364.4, 106.3); brush.vertex(389.9, 138.2); brush.endShape(true);
  brush.fill("#ee8866", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(380.0, 165.0); brush.vertex(370.6, 192.5); brush.vertex(345.0, 212.6); brush.vertex(310.0, 220.0); brush.vertex(275.0, 212.6); brush.vertex(249.4, 192.5); brush.vertex(240.0, 165.0); brush.vertex(249.4, 137.5); brush.vertex(275.0, 117.4); brush.vertex(310.0, 110.0); brush.vertex(345.0, 117.4); brush.vertex(370.6, 137.5); brush.endShape(true);
  brush.fill("#6f9e55", 230); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(300, 90, 16, 0.3);
}
