async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// a cupcake with swirled peach frosting and a cherry, in a green paper case
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#7fa85a", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.1); brush.vertex(185, 370); brush.vertex(415, 370); brush.vertex(380, 560); brush.vertex(220, 560); brush.endShape(true);
  brush.fill("#5b8c3e", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(206.0, 375.4); brush.vertex(209.2, 405.4); brush.vertex(212.4, 435.4); brush.vertex(215.5, 465.3); brush.vertex(218.7, 495.3); brush.vertex(221.8, 525.3); brush.vertex(225.0, 555.3); brush.vertex(231.0, 554.7); brush.vertex(228.2, 524.7); brush.vertex(225.3, 494.7); brush.vertex(222.5, 464.7); brush.vertex(219.6, 434.6); brush.vertex(216.8, 404.6); brush.vertex(214.0, 374.6); brush.endShape(true);
  brush.fill("#5b8c3e", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(236.0, 375.3); brush.vertex(238.2, 405.3); brush.vertex(240.3, 435.2); brush.vertex(242.5, 465.2); brush.vertex(244.7, 495.2); brush.vertex(246.8, 525.2); brush.vertex(249.0, 555.2); brush.vertex(255.0, 554.8); brush.vertex(253.2, 524.8); brush.vertex(251.3, 494.8); brush.vertex(249.5, 464.8); brush.vertex(247.7, 434.8); brush.vertex(245.8, 404.7); brush.vertex(244.0, 374.7); brush.endShape(true);
  brush.fill("#5b8c3e", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(266.0, 375.1); brush.vertex(267.2, 405.1); brush.vertex(268.3, 435.1); brush.vertex(269.5, 465.1); brush.vertex(270.7, 495.1); brush.vertex(271.8, 525.1); brush.vertex(273.0, 555.1); brush.vertex(279.0, 554.9); brush.vertex(278.2, 524.9); brush.vertex(277.3, 494.9); brush.vertex(276.5, 464.9); brush.vertex(275.7, 434.9); brush.vertex(274.8, 404.9); brush.vertex(274.0, 374.9); brush.endShape(true);
  brush.fill("#5b8c3e", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(296.0, 375.0); brush.vertex(296.2, 405.0); brush.vertex(296.3, 435.0); brush.vertex(296.5, 465.0); brush.vertex(296.7, 495.0); brush.vertex(296.8, 525.0); brush.vertex(297.0, 555.0); brush.vertex(303.0, 555.0); brush.vertex(303.2, 525.0); brush.vertex(303.3, 495.0); brush.vertex(303.5, 465.0); brush.vertex(303.7, 435.0); brush.vertex(303.8, 405.0); brush.vertex(304.0, 375.0); brush.endShape(true);
  brush.fill("#5b8c3e", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(326.0, 374.9); brush.vertex(325.2, 404.9); brush.vertex(324.3, 434.9); brush.vertex(323.5, 464.9); brush.vertex(322.7, 494.9); brush.vertex(321.8, 524.9); brush.vertex(321.0, 554.9); brush.vertex(327.0, 555.1); brush.vertex(328.2, 525.1); brush.vertex(329.3, 495.1); brush.vertex(330.5, 465.1); brush.vertex(331.7, 435.1); brush.vertex(332.8, 405.1); brush.vertex(334.0, 375.1); brush.endShape(true);
  brush.fill("#5b8c3e", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(356.0, 374.7); brush.vertex(354.2, 404.7); brush.vertex(352.3, 434.8); brush.vertex(350.5, 464.8); brush.vertex(348.7, 494.8); brush.vertex(346.8, 524.8); brush.vertex(345.0, 554.8); brush.vertex(351.0, 555.2); brush.vertex(353.2, 525.2); brush.vertex(355.3, 495.2); brush.vertex(357.5, 465.2); brush.vertex(359.7, 435.2); brush.vertex(361.8, 405.3); brush.vertex(364.0, 375.3); brush.endShape(true);
  brush.fill("#5b8c3e", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(386.0, 374.6); brush.vertex(383.2, 404.6); brush.vertex(380.4, 434.6); brush.vertex(377.5, 464.7); brush.vertex(374.7, 494.7); brush.vertex(371.8, 524.7); brush.vertex(369.0, 554.7); brush.vertex(375.0, 555.3); brush.vertex(378.2, 525.3); brush.vertex(381.3, 495.3); brush.vertex(384.5, 465.3); brush.vertex(387.6, 435.4); brush.vertex(390.8, 405.4); brush.vertex(394.0, 375.4); brush.endShape(true);
  brush.fill("#f4a582", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(460.0, 360.0); brush.vertex(444.2, 379.5); brush.vertex(399.8, 395.2); brush.vertex(335.6, 403.9); brush.vertex(264.4, 403.9); brush.vertex(200.2, 395.2); brush.vertex(155.8, 379.5); brush.vertex(140.0, 360.0); brush.vertex(155.8, 340.5); brush.vertex(200.2, 324.8); brush.vertex(264.4, 316.1); brush.vertex(335.6, 316.1); brush.vertex(399.8, 324.8); brush.vertex(444.2, 340.5); brush.endShape(true);
  brush.fill("#f5b590", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(430.0, 300.0); brush.vertex(417.1, 321.7); brush.vertex(381.1, 339.1); brush.vertex(328.9, 348.7); brush.vertex(271.1, 348.7); brush.vertex(218.9, 339.1); brush.vertex(182.9, 321.7); brush.vertex(170.0, 300.0); brush.vertex(182.9, 278.3); brush.vertex(218.9, 260.9); brush.vertex(271.1, 251.3); brush.vertex(328.9, 251.3); brush.vertex(381.1, 260.9); brush.vertex(417.1, 278.3); brush.endShape(true);
  brush.fill("#ee9a76", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(395.0, 240.0); brush.vertex(382.3, 262.5); brush.vertex(347.5, 279.0); brush.vertex(300.0, 285.0); brush.vertex(252.5, 279.0); brush.vertex(217.7, 262.5); brush.vertex(205.0, 240.0); brush.vertex(217.7, 217.5); brush.vertex(252.5, 201.0); brush.vertex(300.0, 195.0); brush.vertex(347.5, 201.0); brush.vertex(382.3, 217.5); brush.endShape(true);
  brush.fill("#f4a582", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(230, 210); brush.vertex(300, 120); brush.vertex(370, 210); brush.endShape(true);
  brush.fill("#c8304a", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(300, 118, 32, 0.3);
  brush.fill("#4f7d3a", 230); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(301.9, 91.6); brush.vertex(306.8, 85.7); brush.vertex(311.8, 79.9); brush.vertex(316.7, 74.0); brush.vertex(321.6, 68.1); brush.vertex(326.6, 62.2); brush.vertex(331.5, 56.3); brush.vertex(328.5, 53.7); brush.vertex(323.4, 59.5); brush.vertex(318.4, 65.3); brush.vertex(313.3, 71.0); brush.vertex(308.2, 76.8); brush.vertex(303.2, 82.6); brush.vertex(298.1, 88.4); brush.endShape(true);
}
