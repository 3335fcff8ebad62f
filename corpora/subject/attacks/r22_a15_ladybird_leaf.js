async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// a ladybird beetle sitting on a big green leaf
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#6f9e55", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(300.0, 590.0); brush.vertex(380.4, 521.2); brush.vertex(448.5, 452.5); brush.vertex(494.0, 383.8); brush.vertex(510.0, 315.0); brush.vertex(494.0, 246.2); brush.vertex(448.5, 177.5); brush.vertex(380.4, 108.8); brush.vertex(300.0, 40.0); brush.vertex(219.6, 108.8); brush.vertex(151.5, 177.5); brush.vertex(106.0, 246.2); brush.vertex(90.0, 315.0); brush.vertex(106.0, 383.8); brush.vertex(151.5, 452.5); brush.vertex(219.6, 521.2); brush.endShape(true);
  brush.fill("#4f7d3a", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(304.0, 585.0); brush.vertex(303.6, 497.5); brush.vertex(303.2, 410.0); brush.vertex(302.8, 322.5); brush.vertex(302.3, 235.0); brush.vertex(301.9, 147.5); brush.vertex(301.5, 60.0); brush.vertex(298.5, 60.0); brush.vertex(298.1, 147.5); brush.vertex(297.7, 235.0); brush.vertex(297.2, 322.5); brush.vertex(296.8, 410.0); brush.vertex(296.4, 497.5); brush.vertex(296.0, 585.0); brush.endShape(true);
  brush.fill("#4f7d3a", 170); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(301.3, 467.8); brush.vertex(281.1, 456.4); brush.vertex(261.0, 444.9); brush.vertex(240.9, 433.5); brush.vertex(220.8, 422.0); brush.vertex(200.6, 410.6); brush.vertex(180.5, 399.1); brush.vertex(179.5, 400.9); brush.vertex(199.4, 412.7); brush.vertex(219.2, 424.6); brush.vertex(239.1, 436.5); brush.vertex(259.0, 448.4); brush.vertex(278.9, 460.3); brush.vertex(298.7, 472.2); brush.endShape(true);
  brush.fill("#4f7d3a", 170); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(301.3, 472.2); brush.vertex(321.1, 460.3); brush.vertex(341.0, 448.4); brush.vertex(360.9, 436.5); brush.vertex(380.8, 424.6); brush.vertex(400.6, 412.7); brush.vertex(420.5, 400.9); brush.vertex(419.5, 399.1); brush.vertex(399.4, 410.6); brush.vertex(379.2, 422.0); brush.vertex(359.1, 433.5); brush.vertex(339.0, 444.9); brush.vertex(318.9, 456.4); brush.vertex(298.7, 467.8); brush.endShape(true);
  brush.fill("#4f7d3a", 170); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(301.4, 377.9); brush.vertex(283.7, 366.5); brush.vertex(266.1, 355.0); brush.vertex(248.5, 343.5); brush.vertex(230.8, 332.1); brush.vertex(213.2, 320.6); brush.vertex(195.6, 309.2); brush.vertex(194.4, 310.8); brush.vertex(211.8, 322.7); brush.vertex(229.2, 334.6); brush.vertex(246.5, 346.5); brush.vertex(263.9, 358.3); brush.vertex(281.3, 370.2); brush.vertex(298.6, 382.1); brush.endShape(true);
  brush.fill("#4f7d3a", 170); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(301.4, 382.1); brush.vertex(318.7, 370.2); brush.vertex(336.1, 358.3); brush.vertex(353.5, 346.5); brush.vertex(370.8, 334.6); brush.vertex(388.2, 322.7); brush.vertex(405.6, 310.8); brush.vertex(404.4, 309.2); brush.vertex(386.8, 320.6); brush.vertex(369.2, 332.1); brush.vertex(351.5, 343.5); brush.vertex(333.9, 355.0); brush.vertex(316.3, 366.5); brush.vertex(298.6, 377.9); brush.endShape(true);
  brush.fill("#4f7d3a", 170); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(301.5, 288.0); brush.vertex(286.4, 276.6); brush.vertex(271.2, 265.1); brush.vertex(256.1, 253.6); brush.vertex(240.9, 242.1); brush.vertex(225.8, 230.7); brush.vertex(210.6, 219.2); brush.vertex(209.4, 220.8); brush.vertex(224.2, 232.7); brush.vertex(239.1, 244.5); brush.vertex(253.9, 256.4); brush.vertex(268.8, 268.2); brush.vertex(283.6, 280.1); brush.vertex(298.5, 292.0); brush.endShape(true);
  brush.fill("#4f7d3a", 170); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(301.5, 292.0); brush.vertex(316.4, 280.1); brush.vertex(331.2, 268.2); brush.vertex(346.1, 256.4); brush.vertex(360.9, 244.5); brush.vertex(375.8, 232.7); brush.vertex(390.6, 220.8); brush.vertex(389.4, 219.2); brush.vertex(374.2, 230.7); brush.vertex(359.1, 242.1); brush.vertex(343.9, 253.6); brush.vertex(328.8, 265.1); brush.vertex(313.6, 276.6); brush.vertex(298.5, 288.0); brush.endShape(true);
  brush.fill("#4f7d3a", 170); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(301.7, 198.2); brush.vertex(289.0, 186.7); brush.vertex(276.4, 175.2); brush.vertex(263.7, 163.7); brush.vertex(251.0, 152.2); brush.vertex(238.4, 140.8); brush.vertex(225.7, 129.3); brush.vertex(224.3, 130.7); brush.vertex(236.6, 142.6); brush.vertex(249.0, 154.4); brush.vertex(261.3, 166.3); brush.vertex(273.6, 178.1); brush.vertex(286.0, 190.0); brush.vertex(298.3, 201.8); brush.endShape(true);
  brush.fill("#4f7d3a", 170); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(301.7, 201.8); brush.vertex(314.0, 190.0); brush.vertex(326.4, 178.1); brush.vertex(338.7, 166.3); brush.vertex(351.0, 154.4); brush.vertex(363.4, 142.6); brush.vertex(375.7, 130.7); brush.vertex(374.3, 129.3); brush.vertex(361.6, 140.8); brush.vertex(349.0, 152.2); brush.vertex(336.3, 163.7); brush.vertex(323.6, 175.2); brush.vertex(311.0, 186.7); brush.vertex(298.3, 198.2); brush.endShape(true);
  brush.fill("#e0664e", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(405.0, 320.0); brush.vertex(397.0, 367.8); brush.vertex(374.2, 408.4); brush.vertex(340.2, 435.5); brush.vertex(300.0, 445.0); brush.vertex(259.8, 435.5); brush.vertex(225.8, 408.4); brush.vertex(203.0, 367.8); brush.vertex(195.0, 320.0); brush.vertex(203.0, 272.2); brush.vertex(225.8, 231.6); brush.vertex(259.8, 204.5); brush.vertex(300.0, 195.0); brush.vertex(340.2, 204.5); brush.vertex(374.2, 231.6); brush.vertex(397.0, 272.2); brush.endShape(true);
  brush.fill("#2a2020", 230); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(360.0, 195.0); brush.vertex(352.0, 215.0); brush.vertex(330.0, 229.6); brush.vertex(300.0, 235.0); brush.vertex(270.0, 229.6); brush.vertex(248.0, 215.0); brush.vertex(240.0, 195.0); brush.vertex(248.0, 175.0); brush.vertex(270.0, 160.4); brush.vertex(300.0, 155.0); brush.vertex(330.0, 160.4); brush.vertex(352.0, 175.0); brush.endShape(true);
  brush.fill("#2a2020", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(297.5, 200.0); brush.vertex(297.5, 240.8); brush.vertex(297.5, 281.7); brush.vertex(297.5, 322.5); brush.vertex(297.5, 363.3); brush.vertex(297.5, 404.2); brush.vertex(297.5, 445.0); brush.vertex(302.5, 445.0); brush.vertex(302.5, 404.2); brush.vertex(302.5, 363.3); brush.vertex(302.5, 322.5); brush.vertex(302.5, 281.7); brush.vertex(302.5, 240.8); brush.vertex(302.5, 200.0); brush.endShape(true);
  brush.fill("#2a2020", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(250, 270, 18, 0.3);
  brush.fill("#2a2020", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(350, 270, 18, 0.3);
  brush.fill("#2a2020", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(240, 350, 20, 0.3);
  brush.fill("#2a2020", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(360, 350, 20, 0.3);
  brush.fill("#2a2020", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(265, 410, 14, 0.3);
  brush.fill("#2a2020", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(335, 410, 14, 0.3);
  brush.fill("#fdf3e6", 240); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(275, 185, 8, 0.3);
  brush.fill("#fdf3e6", 240); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(325, 185, 8, 0.3);
}
