async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// an autumn tree with a round orange canopy and a trunk on a strip of grass
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#6f9e55", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(490.0, 560.0); brush.vertex(464.5, 571.0); brush.vertex(395.0, 579.1); brush.vertex(300.0, 582.0); brush.vertex(205.0, 579.1); brush.vertex(135.5, 571.0); brush.vertex(110.0, 560.0); brush.vertex(135.5, 549.0); brush.vertex(205.0, 540.9); brush.vertex(300.0, 538.0); brush.vertex(395.0, 540.9); brush.vertex(464.5, 549.0); brush.endShape(true);
  brush.fill("#7a6040", 220); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(323.0, 560.0); brush.vertex(321.3, 516.7); brush.vertex(319.7, 473.3); brush.vertex(318.0, 430.0); brush.vertex(316.3, 386.7); brush.vertex(314.7, 343.3); brush.vertex(313.0, 300.0); brush.vertex(287.0, 300.0); brush.vertex(285.3, 343.3); brush.vertex(283.7, 386.7); brush.vertex(282.0, 430.0); brush.vertex(280.3, 473.3); brush.vertex(278.7, 516.7); brush.vertex(277.0, 560.0); brush.endShape(true);
  brush.fill("#7a6040", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(306.0, 354.7); brush.vertex(293.9, 341.8); brush.vertex(281.7, 328.9); brush.vertex(269.5, 316.0); brush.vertex(257.3, 303.2); brush.vertex(245.2, 290.3); brush.vertex(233.0, 277.4); brush.vertex(227.0, 282.6); brush.vertex(238.2, 296.4); brush.vertex(249.3, 310.2); brush.vertex(260.5, 324.0); brush.vertex(271.6, 337.7); brush.vertex(282.8, 351.5); brush.vertex(294.0, 365.3); brush.endShape(true);
  brush.fill("#7a6040", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3); brush.vertex(305.3, 346.0); brush.vertex(318.2, 333.9); brush.vertex(331.1, 321.7); brush.vertex(344.0, 309.5); brush.vertex(356.8, 297.3); brush.vertex(369.7, 285.2); brush.vertex(382.6, 273.0); brush.vertex(377.4, 267.0); brush.vertex(363.6, 278.2); brush.vertex(349.8, 289.3); brush.vertex(336.0, 300.5); brush.vertex(322.3, 311.6); brush.vertex(308.5, 322.8); brush.vertex(294.7, 334.0); brush.endShape(true);
  brush.fill("#f4a582", 195); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(375.4, 251.1); brush.vertex(364.5, 278.6); brush.vertex(335.4, 295.6); brush.vertex(301.3, 300.8); brush.vertex(266.5, 296.5); brush.vertex(242.4, 276.7); brush.vertex(228.0, 251.1); brush.vertex(243.6, 226.0); brush.vertex(266.8, 206.1); brush.vertex(301.3, 198.0); brush.vertex(338.8, 202.2); brush.vertex(361.4, 224.9); brush.endShape(true);
  brush.fill("#ee8866", 188); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(451.7, 247.4); brush.vertex(451.7, 284.3); brush.vertex(420.1, 310.4); brush.vertex(378.5, 313.1); brush.vertex(339.0, 307.2); brush.vertex(310.8, 281.6); brush.vertex(297.1, 247.4); brush.vertex(306.1, 210.8); brush.vertex(342.2, 192.4); brush.vertex(378.5, 184.8); brush.vertex(420.7, 183.5); brush.vertex(446.0, 213.3); brush.endShape(true);
  brush.fill("#e8765a", 187); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(399.1, 297.1); brush.vertex(387.5, 335.6); brush.vertex(349.3, 352.8); brush.vertex(313.6, 361.9); brush.vertex(271.7, 362.4); brush.vertex(242.5, 334.1); brush.vertex(232.5, 297.1); brush.vertex(248.3, 263.1); brush.vertex(273.5, 234.6); brush.vertex(313.6, 224.9); brush.vertex(353.4, 234.9); brush.vertex(376.8, 264.1); brush.endShape(true);
  brush.fill("#f2b36b", 171); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(365.7, 341.6); brush.vertex(359.8, 377.0); brush.vertex(328.9, 400.7); brush.vertex(290.0, 413.2); brush.vertex(249.1, 403.9); brush.vertex(226.9, 373.6); brush.vertex(217.9, 341.6); brush.vertex(216.2, 304.1); brush.vertex(252.0, 283.7); brush.vertex(290.0, 275.1); brush.vertex(333.9, 274.8); brush.vertex(358.8, 306.7); brush.endShape(true);
  brush.fill("#d9604c", 189); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(369.0, 220.1); brush.vertex(359.5, 253.1); brush.vertex(339.9, 280.9); brush.vertex(308.7, 286.9); brush.vertex(279.6, 276.8); brush.vertex(254.6, 255.3); brush.vertex(239.7, 220.1); brush.vertex(250.2, 182.2); brush.vertex(275.1, 154.8); brush.vertex(308.7, 152.5); brush.vertex(340.8, 157.6); brush.vertex(361.4, 185.9); brush.endShape(true);
  brush.fill("#f4a582", 193); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(477.5, 217.7); brush.vertex(470.8, 251.9); brush.vertex(449.0, 277.5); brush.vertex(418.5, 288.6); brush.vertex(388.3, 276.9); brush.vertex(364.4, 253.0); brush.vertex(366.3, 217.7); brush.vertex(369.0, 185.4); brush.vertex(387.2, 156.3); brush.vertex(418.5, 150.6); brush.vertex(449.6, 156.8); brush.vertex(464.5, 187.7); brush.endShape(true);
  brush.fill("#ee8866", 181); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(331.7, 191.8); brush.vertex(323.1, 222.2); brush.vertex(296.7, 241.1); brush.vertex(265.6, 246.1); brush.vertex(237.5, 236.3); brush.vertex(209.8, 221.3); brush.vertex(203.5, 191.8); brush.vertex(208.7, 161.9); brush.vertex(235.2, 143.7); brush.vertex(265.6, 131.8); brush.vertex(295.4, 144.7); brush.vertex(322.9, 161.6); brush.endShape(true);
  brush.fill("#e8765a", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(488.1, 209.9); brush.vertex(475.3, 233.2); brush.vertex(452.0, 254.6); brush.vertex(410.7, 255.7); brush.vertex(370.3, 253.6); brush.vertex(343.1, 234.3); brush.vertex(337.6, 209.9); brush.vertex(341.1, 184.7); brush.vertex(374.3, 170.4); brush.vertex(410.7, 160.3); brush.vertex(447.4, 170.1); brush.vertex(474.5, 186.8); brush.endShape(true);
  brush.fill("#f2b36b", 189); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(349.6, 313.5); brush.vertex(349.7, 347.8); brush.vertex(310.8, 363.8); brush.vertex(273.6, 378.8); brush.vertex(236.7, 363.3); brush.vertex(207.4, 343.3); brush.vertex(185.1, 313.5); brush.vertex(207.9, 284.0); brush.vertex(232.2, 257.7); brush.vertex(273.6, 251.3); brush.vertex(313.4, 259.7); brush.vertex(343.2, 282.2); brush.endShape(true);
  brush.fill("#d9604c", 197); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(294.1, 273.3); brush.vertex(283.9, 300.5); brush.vertex(257.9, 318.1); brush.vertex(226.1, 333.2); brush.vertex(195.2, 316.9); brush.vertex(166.7, 301.2); brush.vertex(152.1, 273.3); brush.vertex(171.7, 247.7); brush.vertex(191.4, 224.4); brush.vertex(226.1, 216.2); brush.vertex(257.2, 229.4); brush.vertex(284.0, 246.1); brush.endShape(true);
  brush.fill("#f4a582", 175); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(350.2, 326.0); brush.vertex(341.2, 358.3); brush.vertex(321.7, 383.7); brush.vertex(293.0, 387.8); brush.vertex(263.1, 386.4); brush.vertex(241.0, 360.9); brush.vertex(234.9, 326.0); brush.vertex(247.5, 295.4); brush.vertex(264.7, 268.9); brush.vertex(293.0, 262.6); brush.vertex(319.8, 271.9); brush.vertex(346.3, 290.2); brush.endShape(true);
  brush.fill("#ee8866", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(360.7, 296.7); brush.vertex(352.0, 323.8); brush.vertex(326.6, 347.1); brush.vertex(285.4, 349.9); brush.vertex(247.3, 343.2); brush.vertex(218.4, 324.0); brush.vertex(214.1, 296.7); brush.vertex(219.4, 269.8); brush.vertex(246.4, 249.0); brush.vertex(285.4, 239.9); brush.vertex(320.3, 254.0); brush.vertex(348.6, 270.9); brush.endShape(true);
  brush.fill("#e8765a", 182); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(369.3, 233.6); brush.vertex(361.7, 265.1); brush.vertex(333.8, 288.2); brush.vertex(295.6, 290.3); brush.vertex(262.2, 281.3); brush.vertex(233.1, 263.4); brush.vertex(224.9, 233.6); brush.vertex(227.5, 201.2); brush.vertex(257.2, 178.8); brush.vertex(295.6, 171.4); brush.vertex(333.0, 180.2); brush.vertex(361.8, 202.1); brush.endShape(true);
  brush.fill("#f2b36b", 207); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(386.9, 283.1); brush.vertex(383.4, 316.2); brush.vertex(358.9, 340.5); brush.vertex(325.4, 351.5); brush.vertex(295.1, 335.0); brush.vertex(272.5, 313.3); brush.vertex(265.3, 283.1); brush.vertex(272.5, 252.8); brush.vertex(291.6, 225.1); brush.vertex(325.4, 223.8); brush.vertex(357.9, 227.3); brush.vertex(378.2, 252.9); brush.endShape(true);
  brush.fill("#d9604c", 173); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(382.2, 233.8); brush.vertex(380.7, 263.5); brush.vertex(351.3, 284.6); brush.vertex(312.0, 295.8); brush.vertex(275.6, 280.9); brush.vertex(249.2, 260.9); brush.vertex(232.2, 233.8); brush.vertex(243.9, 204.5); brush.vertex(275.4, 186.5); brush.vertex(312.0, 174.8); brush.vertex(349.3, 185.5); brush.vertex(381.7, 203.8); brush.endShape(true);
  brush.fill("#f4a582", 177); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(263.0, 194.0); brush.vertex(242.8, 218.6); brush.vertex(226.0, 243.4); brush.vertex(192.1, 244.7); brush.vertex(156.4, 245.8); brush.vertex(141.3, 218.6); brush.vertex(122.2, 194.0); brush.vertex(133.8, 165.8); brush.vertex(157.3, 143.5); brush.vertex(192.1, 134.1); brush.vertex(222.8, 149.3); brush.vertex(246.5, 167.7); brush.endShape(true);
}
