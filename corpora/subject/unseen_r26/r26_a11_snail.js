async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // a snail with a spiral shell crawling on a leaf
  brush.fill("#5b8c4a", 200);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(80, 470); brush.vertex(300, 430); brush.vertex(530, 460); brush.vertex(300, 520);
  brush.endShape(true);
  brush.fill("#e8c8a0", 200);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(128, 460); brush.vertex(250, 470); brush.vertex(430, 467); brush.vertex(480, 437); brush.vertex(460, 403); brush.vertex(410, 433); brush.vertex(250, 430); brush.vertex(132, 420);
  brush.endShape(true);
  brush.fill("#e8c8a0", 210);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.4);
  brush.vertex(475, 431); brush.vertex(495, 351); brush.vertex(485, 349); brush.vertex(465, 429);
  brush.endShape(true);
  brush.fill("#e8c8a0", 210);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.4);
  brush.vertex(460, 430); brush.vertex(460, 355); brush.vertex(450, 355); brush.vertex(450, 430);
  brush.endShape(true);
  brush.fill("#f4a582", 195);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(440, 300); brush.vertex(425, 361); brush.vertex(384, 409); brush.vertex(323, 436); brush.vertex(257, 436); brush.vertex(196, 409); brush.vertex(155, 361); brush.vertex(140, 300); brush.vertex(155, 239); brush.vertex(196, 191); brush.vertex(257, 164); brush.vertex(323, 164); brush.vertex(384, 191); brush.vertex(425, 239);
  brush.endShape(true);
  brush.fill("#ee8866", 195);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(389, 310); brush.vertex(379, 351); brush.vertex(349, 384); brush.vertex(307, 403); brush.vertex(261, 403); brush.vertex(219, 384); brush.vertex(189, 351); brush.vertex(179, 310); brush.vertex(189, 269); brush.vertex(219, 236); brush.vertex(261, 217); brush.vertex(307, 217); brush.vertex(349, 236); brush.vertex(379, 269);
  brush.endShape(true);
  brush.fill("#c8504a", 195);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(338, 320); brush.vertex(332, 342); brush.vertex(315, 359); brush.vertex(291, 369); brush.vertex(265, 369); brush.vertex(241, 359); brush.vertex(224, 342); brush.vertex(218, 320); brush.vertex(224, 298); brush.vertex(241, 281); brush.vertex(265, 271); brush.vertex(291, 271); brush.vertex(315, 281); brush.vertex(332, 298);
  brush.endShape(true);
  brush.fill("#b8604a", 180);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9);
  brush.vertex(405, 299); brush.vertex(397, 332); brush.vertex(379, 360); brush.vertex(353, 380); brush.vertex(323, 392); brush.vertex(291, 394); brush.vertex(261, 387); brush.vertex(236, 372); brush.vertex(218, 351); brush.vertex(208, 327); brush.vertex(207, 301); brush.vertex(213, 278); brush.vertex(227, 258); brush.vertex(246, 244); brush.vertex(267, 237); brush.vertex(289, 236); brush.vertex(308, 242); brush.vertex(325, 253); brush.vertex(336, 267); brush.vertex(341, 283); brush.vertex(341, 298); brush.vertex(336, 312); brush.vertex(327, 323); brush.vertex(316, 331); brush.vertex(304, 334); brush.vertex(292, 333); brush.vertex(282, 330); brush.vertex(275, 323); brush.vertex(270, 316); brush.vertex(269, 309); brush.vertex(270, 303); brush.vertex(273, 298); brush.vertex(277, 295); brush.vertex(281, 294); brush.vertex(284, 294); brush.vertex(287, 296); brush.vertex(293, 288); brush.vertex(289, 286); brush.vertex(282, 284); brush.vertex(275, 285); brush.vertex(267, 290); brush.vertex(262, 297); brush.vertex(259, 307); brush.vertex(260, 318); brush.vertex(266, 328); brush.vertex(275, 337); brush.vertex(288, 343); brush.vertex(303, 344); brush.vertex(318, 341); brush.vertex(333, 332); brush.vertex(344, 319); brush.vertex(351, 302); brush.vertex(351, 283); brush.vertex(345, 264); brush.vertex(333, 247); brush.vertex(314, 234); brush.vertex(291, 227); brush.vertex(267, 227); brush.vertex(242, 235); brush.vertex(221, 250); brush.vertex(205, 272); brush.vertex(197, 299); brush.vertex(198, 327); brush.vertex(209, 355); brush.vertex(229, 378); brush.vertex(256, 395); brush.vertex(289, 404); brush.vertex(323, 402); brush.vertex(357, 390); brush.vertex(385, 367); brush.vertex(405, 337); brush.vertex(415, 301);
  brush.endShape(true);
}
