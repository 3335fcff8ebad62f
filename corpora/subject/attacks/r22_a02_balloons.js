async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// a bunch of five party balloons on strings
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#4f7d3a", 220); brush.fillBleed(0.1); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(212.6, 310.8); brush.vertex(221.2, 354.4); brush.vertex(231.3, 397.4); brush.vertex(244.0, 439.6); brush.vertex(259.8, 480.7); brush.vertex(278.2, 520.9); brush.vertex(298.1, 560.6); brush.vertex(301.9, 559.4); brush.vertex(282.1, 519.6); brush.vertex(263.9, 479.3); brush.vertex(248.3, 438.1); brush.vertex(235.7, 395.9); brush.vertex(225.8, 352.8); brush.vertex(217.4, 309.2); brush.endShape(true);
  brush.fill("#4f7d3a", 220); brush.fillBleed(0.1); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(352.5, 274.5); brush.vertex(337.6, 320.9); brush.vertex(324.2, 367.6); brush.vertex(313.5, 414.8); brush.vertex(306.0, 462.6); brush.vertex(301.2, 511.0); brush.vertex(298.0, 559.6); brush.vertex(302.0, 560.4); brush.vertex(305.3, 511.8); brush.vertex(310.3, 463.4); brush.vertex(317.9, 415.7); brush.vertex(328.8, 368.5); brush.vertex(342.3, 321.8); brush.vertex(357.5, 275.5); brush.endShape(true);
  brush.fill("#4f7d3a", 220); brush.fillBleed(0.1); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(297.5, 410.0); brush.vertex(291.6, 435.0); brush.vertex(287.3, 460.0); brush.vertex(285.8, 485.0); brush.vertex(287.4, 510.0); brush.vertex(291.9, 535.0); brush.vertex(298.0, 560.0); brush.vertex(302.0, 560.0); brush.vertex(296.1, 535.0); brush.vertex(291.8, 510.0); brush.vertex(290.2, 485.0); brush.vertex(291.9, 460.0); brush.vertex(296.4, 435.0); brush.vertex(302.5, 410.0); brush.endShape(true);
  brush.fill("#4f7d3a", 220); brush.fillBleed(0.1); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(183.2, 441.7); brush.vertex(198.1, 465.8); brush.vertex(214.1, 488.8); brush.vertex(232.2, 509.9); brush.vertex(252.6, 528.7); brush.vertex(275.0, 545.6); brush.vertex(298.6, 561.4); brush.vertex(301.4, 558.6); brush.vertex(278.0, 542.7); brush.vertex(255.7, 525.7); brush.vertex(235.5, 506.7); brush.vertex(217.5, 485.6); brush.vertex(201.6, 462.5); brush.vertex(186.8, 438.3); brush.endShape(true);
  brush.fill("#4f7d3a", 220); brush.fillBleed(0.1); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5); brush.vertex(413.0, 408.5); brush.vertex(389.2, 429.9); brush.vertex(366.6, 452.3); brush.vertex(346.2, 476.3); brush.vertex(328.4, 502.4); brush.vertex(312.8, 530.1); brush.vertex(298.4, 558.8); brush.vertex(301.6, 561.2); brush.vertex(316.1, 532.6); brush.vertex(331.8, 505.0); brush.vertex(349.8, 479.1); brush.vertex(370.3, 455.1); brush.vertex(393.0, 432.8); brush.vertex(417.0, 411.5); brush.endShape(true);
  brush.fill("#f4a582", 195); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(303.0, 200.0); brush.vertex(294.3, 244.3); brush.vertex(269.9, 279.7); brush.vertex(234.6, 299.4); brush.vertex(195.4, 299.4); brush.vertex(160.1, 279.7); brush.vertex(135.7, 244.3); brush.vertex(127.0, 200.0); brush.vertex(135.7, 155.7); brush.vertex(160.1, 120.3); brush.vertex(195.4, 100.6); brush.vertex(234.6, 100.6); brush.vertex(269.9, 120.3); brush.vertex(294.3, 155.7); brush.endShape(true);
  brush.fill("#f4a582", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(291.0, 212.0); brush.vertex(282.2, 252.0); brush.vertex(258.0, 281.3); brush.vertex(225.0, 292.0); brush.vertex(192.0, 281.3); brush.vertex(167.8, 252.0); brush.vertex(159.0, 212.0); brush.vertex(167.8, 172.0); brush.vertex(192.0, 142.7); brush.vertex(225.0, 132.0); brush.vertex(258.0, 142.7); brush.vertex(282.2, 172.0); brush.endShape(true);
  brush.fill("#c8504a", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(205, 312); brush.vertex(225, 312); brush.vertex(215, 298); brush.endShape(true);
  brush.fill("#fdf3e6", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(197.0, 167.7); brush.vertex(184.1, 181.6); brush.vertex(170.5, 182.8); brush.vertex(164.3, 170.7); brush.vertex(169.0, 152.3); brush.vertex(181.9, 138.4); brush.vertex(195.5, 137.2); brush.vertex(201.7, 149.3); brush.endShape(true);
  brush.fill("#ee8866", 195); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(443.0, 165.0); brush.vertex(434.3, 209.3); brush.vertex(409.9, 244.7); brush.vertex(374.6, 264.4); brush.vertex(335.4, 264.4); brush.vertex(300.1, 244.7); brush.vertex(275.7, 209.3); brush.vertex(267.0, 165.0); brush.vertex(275.7, 120.7); brush.vertex(300.1, 85.3); brush.vertex(335.4, 65.6); brush.vertex(374.6, 65.6); brush.vertex(409.9, 85.3); brush.vertex(434.3, 120.7); brush.endShape(true);
  brush.fill("#ee8866", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(431.0, 177.0); brush.vertex(422.2, 217.0); brush.vertex(398.0, 246.3); brush.vertex(365.0, 257.0); brush.vertex(332.0, 246.3); brush.vertex(307.8, 217.0); brush.vertex(299.0, 177.0); brush.vertex(307.8, 137.0); brush.vertex(332.0, 107.7); brush.vertex(365.0, 97.0); brush.vertex(398.0, 107.7); brush.vertex(422.2, 137.0); brush.endShape(true);
  brush.fill("#c8504a", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(345, 277); brush.vertex(365, 277); brush.vertex(355, 263); brush.endShape(true);
  brush.fill("#fdf3e6", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(337.0, 132.7); brush.vertex(324.1, 146.6); brush.vertex(310.5, 147.8); brush.vertex(304.3, 135.7); brush.vertex(309.0, 117.3); brush.vertex(321.9, 103.4); brush.vertex(335.5, 102.2); brush.vertex(341.7, 114.3); brush.endShape(true);
  brush.fill("#f2b36b", 195); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(388.0, 300.0); brush.vertex(379.3, 344.3); brush.vertex(354.9, 379.7); brush.vertex(319.6, 399.4); brush.vertex(280.4, 399.4); brush.vertex(245.1, 379.7); brush.vertex(220.7, 344.3); brush.vertex(212.0, 300.0); brush.vertex(220.7, 255.7); brush.vertex(245.1, 220.3); brush.vertex(280.4, 200.6); brush.vertex(319.6, 200.6); brush.vertex(354.9, 220.3); brush.vertex(379.3, 255.7); brush.endShape(true);
  brush.fill("#f2b36b", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(376.0, 312.0); brush.vertex(367.2, 352.0); brush.vertex(343.0, 381.3); brush.vertex(310.0, 392.0); brush.vertex(277.0, 381.3); brush.vertex(252.8, 352.0); brush.vertex(244.0, 312.0); brush.vertex(252.8, 272.0); brush.vertex(277.0, 242.7); brush.vertex(310.0, 232.0); brush.vertex(343.0, 242.7); brush.vertex(367.2, 272.0); brush.endShape(true);
  brush.fill("#c8504a", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(290, 412); brush.vertex(310, 412); brush.vertex(300, 398); brush.endShape(true);
  brush.fill("#fdf3e6", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(282.0, 267.7); brush.vertex(269.1, 281.6); brush.vertex(255.5, 282.8); brush.vertex(249.3, 270.7); brush.vertex(254.0, 252.3); brush.vertex(266.9, 238.4); brush.vertex(280.5, 237.2); brush.vertex(286.7, 249.3); brush.endShape(true);
  brush.fill("#e8765a", 195); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(273.0, 330.0); brush.vertex(264.3, 374.3); brush.vertex(239.9, 409.7); brush.vertex(204.6, 429.4); brush.vertex(165.4, 429.4); brush.vertex(130.1, 409.7); brush.vertex(105.7, 374.3); brush.vertex(97.0, 330.0); brush.vertex(105.7, 285.7); brush.vertex(130.1, 250.3); brush.vertex(165.4, 230.6); brush.vertex(204.6, 230.6); brush.vertex(239.9, 250.3); brush.vertex(264.3, 285.7); brush.endShape(true);
  brush.fill("#e8765a", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(261.0, 342.0); brush.vertex(252.2, 382.0); brush.vertex(228.0, 411.3); brush.vertex(195.0, 422.0); brush.vertex(162.0, 411.3); brush.vertex(137.8, 382.0); brush.vertex(129.0, 342.0); brush.vertex(137.8, 302.0); brush.vertex(162.0, 272.7); brush.vertex(195.0, 262.0); brush.vertex(228.0, 272.7); brush.vertex(252.2, 302.0); brush.endShape(true);
  brush.fill("#c8504a", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(175, 442); brush.vertex(195, 442); brush.vertex(185, 428); brush.endShape(true);
  brush.fill("#fdf3e6", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(167.0, 297.7); brush.vertex(154.1, 311.6); brush.vertex(140.5, 312.8); brush.vertex(134.3, 300.7); brush.vertex(139.0, 282.3); brush.vertex(151.9, 268.4); brush.vertex(165.5, 267.2); brush.vertex(171.7, 279.3); brush.endShape(true);
  brush.fill("#f49a8a", 195); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(503.0, 300.0); brush.vertex(494.3, 344.3); brush.vertex(469.9, 379.7); brush.vertex(434.6, 399.4); brush.vertex(395.4, 399.4); brush.vertex(360.1, 379.7); brush.vertex(335.7, 344.3); brush.vertex(327.0, 300.0); brush.vertex(335.7, 255.7); brush.vertex(360.1, 220.3); brush.vertex(395.4, 200.6); brush.vertex(434.6, 200.6); brush.vertex(469.9, 220.3); brush.vertex(494.3, 255.7); brush.endShape(true);
  brush.fill("#f49a8a", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(491.0, 312.0); brush.vertex(482.2, 352.0); brush.vertex(458.0, 381.3); brush.vertex(425.0, 392.0); brush.vertex(392.0, 381.3); brush.vertex(367.8, 352.0); brush.vertex(359.0, 312.0); brush.vertex(367.8, 272.0); brush.vertex(392.0, 242.7); brush.vertex(425.0, 232.0); brush.vertex(458.0, 242.7); brush.vertex(482.2, 272.0); brush.endShape(true);
  brush.fill("#c8504a", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.2); brush.vertex(405, 412); brush.vertex(425, 412); brush.vertex(415, 398); brush.endShape(true);
  brush.fill("#fdf3e6", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(397.0, 267.7); brush.vertex(384.1, 281.6); brush.vertex(370.5, 282.8); brush.vertex(364.3, 270.7); brush.vertex(369.0, 252.3); brush.vertex(381.9, 238.4); brush.vertex(395.5, 237.2); brush.vertex(401.7, 249.3); brush.endShape(true);
  brush.fill("#5b8c4a", 230); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(300, 545); brush.vertex(260, 525); brush.vertex(265, 560); brush.endShape(true);
  brush.fill("#5b8c4a", 230); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(300, 545); brush.vertex(340, 525); brush.vertex(335, 560); brush.endShape(true);
}
