async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// the face of a pink pig with ears and a snout
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#6f9e55", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(500.0, 565.0); brush.vertex(461.8, 576.8); brush.vertex(361.8, 584.0); brush.vertex(238.2, 584.0); brush.vertex(138.2, 576.8); brush.vertex(100.0, 565.0); brush.vertex(138.2, 553.2); brush.vertex(238.2, 546.0); brush.vertex(361.8, 546.0); brush.vertex(461.8, 553.2); brush.endShape(true);
  brush.fill("#e88a8a", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.4); brush.vertex(140, 200); brush.vertex(150, 70); brush.vertex(250, 130); brush.endShape(true);
  brush.fill("#e88a8a", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.4); brush.vertex(460, 200); brush.vertex(450, 70); brush.vertex(350, 130); brush.endShape(true);
  brush.fill("#f4a59a", 195); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(500.0, 300.0); brush.vertex(484.8, 368.9); brush.vertex(441.4, 427.3); brush.vertex(376.5, 466.3); brush.vertex(300.0, 480.0); brush.vertex(223.5, 466.3); brush.vertex(158.6, 427.3); brush.vertex(115.2, 368.9); brush.vertex(100.0, 300.0); brush.vertex(115.2, 231.1); brush.vertex(158.6, 172.7); brush.vertex(223.5, 133.7); brush.vertex(300.0, 120.0); brush.vertex(376.5, 133.7); brush.vertex(441.4, 172.7); brush.vertex(484.8, 231.1); brush.endShape(true);
  brush.fill("#f2b0a0", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(460.0, 300.0); brush.vertex(444.2, 362.9); brush.vertex(399.8, 413.4); brush.vertex(335.6, 441.4); brush.vertex(264.4, 441.4); brush.vertex(200.2, 413.4); brush.vertex(155.8, 362.9); brush.vertex(140.0, 300.0); brush.vertex(155.8, 237.1); brush.vertex(200.2, 186.6); brush.vertex(264.4, 158.6); brush.vertex(335.6, 158.6); brush.vertex(399.8, 186.6); brush.vertex(444.2, 237.1); brush.endShape(true);
  brush.fill("#e07a7a", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(375.0, 360.0); brush.vertex(365.0, 386.0); brush.vertex(337.5, 405.0); brush.vertex(300.0, 412.0); brush.vertex(262.5, 405.0); brush.vertex(235.0, 386.0); brush.vertex(225.0, 360.0); brush.vertex(235.0, 334.0); brush.vertex(262.5, 315.0); brush.vertex(300.0, 308.0); brush.vertex(337.5, 315.0); brush.vertex(365.0, 334.0); brush.endShape(true);
  brush.fill("#a0404a", 235); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(286.0, 360.0); brush.vertex(282.8, 372.7); brush.vertex(275.0, 378.0); brush.vertex(267.2, 372.7); brush.vertex(264.0, 360.0); brush.vertex(267.2, 347.3); brush.vertex(275.0, 342.0); brush.vertex(282.8, 347.3); brush.endShape(true);
  brush.fill("#a0404a", 235); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(336.0, 360.0); brush.vertex(332.8, 372.7); brush.vertex(325.0, 378.0); brush.vertex(317.2, 372.7); brush.vertex(314.0, 360.0); brush.vertex(317.2, 347.3); brush.vertex(325.0, 342.0); brush.vertex(332.8, 347.3); brush.endShape(true);
  brush.fill("#3a2a2a", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(235, 260, 14, 0.3);
  brush.fill("#3a2a2a", 235); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(365, 260, 14, 0.3);
  brush.fill("#e8765a", 160); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(190, 350, 30, 0.3);
  brush.fill("#e8765a", 160); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(410, 350, 30, 0.3);
}
