async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// a robin perched on a leafy branch
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#7a6040", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(61.1, 480.9); brush.vertex(143.6, 464.3); brush.vertex(226.3, 449.7); brush.vertex(309.4, 438.5); brush.vertex(392.8, 431.4); brush.vertex(476.6, 427.7); brush.vertex(560.6, 426.0); brush.vertex(559.4, 414.0); brush.vertex(475.2, 414.1); brush.vertex(391.3, 416.1); brush.vertex(307.7, 421.6); brush.vertex(224.4, 431.1); brush.vertex(141.6, 444.1); brush.vertex(58.9, 459.1); brush.endShape(true);
  brush.fill("#6f9e55", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(140.0, 465.0); brush.vertex(112.3, 471.6); brush.vertex(91.3, 482.1); brush.vertex(81.3, 499.1); brush.vertex(82.3, 522.6); brush.vertex(90.0, 550.0); brush.vertex(117.7, 543.4); brush.vertex(138.7, 532.9); brush.vertex(148.7, 515.9); brush.vertex(147.7, 492.4); brush.endShape(true);
  brush.fill("#5b8c4a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(240.0, 455.0); brush.vertex(215.8, 472.2); brush.vertex(199.3, 490.8); brush.vertex(195.3, 511.8); brush.vertex(203.8, 535.2); brush.vertex(220.0, 560.0); brush.vertex(244.2, 542.8); brush.vertex(260.7, 524.2); brush.vertex(264.7, 503.2); brush.vertex(256.2, 479.8); brush.endShape(true);
  brush.fill("#6f9e55", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(420.0, 435.0); brush.vertex(414.1, 466.2); brush.vertex(415.1, 493.5); brush.vertex(427.1, 514.5); brush.vertex(450.1, 529.2); brush.vertex(480.0, 540.0); brush.vertex(485.9, 508.8); brush.vertex(484.9, 481.5); brush.vertex(472.9, 460.5); brush.vertex(449.9, 445.8); brush.endShape(true);
  brush.fill("#7fa85a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(500.0, 428.0); brush.vertex(526.0, 423.2); brush.vertex(546.6, 414.2); brush.vertex(558.6, 398.6); brush.vertex(562.0, 376.4); brush.vertex(560.0, 350.0); brush.vertex(534.0, 354.8); brush.vertex(513.4, 363.8); brush.vertex(501.4, 379.4); brush.vertex(498.0, 401.6); brush.endShape(true);
  brush.fill("#8a6a48", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(457.0, 270.2); brush.vertex(454.9, 317.5); brush.vertex(430.8, 362.1); brush.vertex(388.3, 397.3); brush.vertex(333.8, 417.6); brush.vertex(275.8, 420.1); brush.vertex(222.9, 404.2); brush.vertex(183.3, 372.5); brush.vertex(163.0, 329.8); brush.vertex(165.1, 282.5); brush.vertex(189.2, 237.9); brush.vertex(231.7, 202.7); brush.vertex(286.2, 182.4); brush.vertex(344.2, 179.9); brush.vertex(397.1, 195.8); brush.vertex(436.7, 227.5); brush.endShape(true);
  brush.fill("#e8765a", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(365.0, 320.0); brush.vertex(355.6, 361.2); brush.vertex(329.2, 394.3); brush.vertex(291.1, 412.6); brush.vertex(248.9, 412.6); brush.vertex(210.8, 394.3); brush.vertex(184.4, 361.2); brush.vertex(175.0, 320.0); brush.vertex(184.4, 278.8); brush.vertex(210.8, 245.7); brush.vertex(248.9, 227.4); brush.vertex(291.1, 227.4); brush.vertex(329.2, 245.7); brush.vertex(355.6, 278.8); brush.endShape(true);
  brush.fill("#8a6a48", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(280.0, 200.0); brush.vertex(270.6, 232.5); brush.vertex(245.0, 256.3); brush.vertex(210.0, 265.0); brush.vertex(175.0, 256.3); brush.vertex(149.4, 232.5); brush.vertex(140.0, 200.0); brush.vertex(149.4, 167.5); brush.vertex(175.0, 143.7); brush.vertex(210.0, 135.0); brush.vertex(245.0, 143.7); brush.vertex(270.6, 167.5); brush.endShape(true);
  brush.fill("#e8765a", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(245.0, 230.0); brush.vertex(236.4, 250.6); brush.vertex(213.9, 263.3); brush.vertex(186.1, 263.3); brush.vertex(163.6, 250.6); brush.vertex(155.0, 230.0); brush.vertex(163.6, 209.4); brush.vertex(186.1, 196.7); brush.vertex(213.9, 196.7); brush.vertex(236.4, 209.4); brush.endShape(true);
  brush.fill("#d0a040", 230); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1); brush.vertex(150, 190); brush.vertex(110, 205); brush.vertex(150, 210); brush.endShape(true);
  brush.fill("#2a2020", 240); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(190, 185, 8, 0.3);
  brush.fill("#6a5038", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(430, 280); brush.vertex(560, 230); brush.vertex(560, 280); brush.vertex(440, 320); brush.endShape(true);
  brush.fill("#6a5038", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1); brush.vertex(277.0, 410.5); brush.vertex(278.0, 415.5); brush.vertex(278.9, 420.5); brush.vertex(279.8, 425.5); brush.vertex(280.7, 430.4); brush.vertex(281.6, 435.4); brush.vertex(282.5, 440.4); brush.vertex(287.5, 439.6); brush.vertex(286.7, 434.6); brush.vertex(286.0, 429.6); brush.vertex(285.2, 424.5); brush.vertex(284.5, 419.5); brush.vertex(283.7, 414.5); brush.vertex(283.0, 409.5); brush.endShape(true);
  brush.fill("#6a5038", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1); brush.vertex(327.1, 410.6); brush.vertex(328.0, 414.7); brush.vertex(328.9, 418.9); brush.vertex(329.8, 423.0); brush.vertex(330.7, 427.2); brush.vertex(331.6, 431.3); brush.vertex(332.5, 435.5); brush.vertex(337.5, 434.5); brush.vertex(336.7, 430.3); brush.vertex(335.9, 426.1); brush.vertex(335.2, 422.0); brush.vertex(334.4, 417.8); brush.vertex(333.7, 413.6); brush.vertex(332.9, 409.4); brush.endShape(true);
}
