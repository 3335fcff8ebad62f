async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// a koi carp swimming between lily pads
function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#6f9e55", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(230.5, 470.5); brush.vertex(208.2, 496.0); brush.vertex(173.0, 509.1); brush.vertex(134.3, 506.4); brush.vertex(102.5, 488.6); brush.vertex(86.1, 460.4); brush.vertex(89.5, 429.5); brush.vertex(111.8, 404.0); brush.vertex(147.0, 390.9); brush.vertex(185.7, 393.6); brush.vertex(217.5, 411.4); brush.vertex(233.9, 439.6); brush.vertex(160, 450); brush.endShape(true);
  brush.fill("#6f9e55", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(529.9, 503.3); brush.vertex(504.6, 532.1); brush.vertex(464.8, 547.0); brush.vertex(420.9, 543.9); brush.vertex(384.9, 523.7); brush.vertex(366.3, 491.8); brush.vertex(370.1, 456.7); brush.vertex(395.4, 427.9); brush.vertex(435.2, 413.0); brush.vertex(479.1, 416.1); brush.vertex(515.1, 436.3); brush.vertex(533.7, 468.2); brush.vertex(450, 480); brush.endShape(true);
  brush.fill("#6f9e55", 205); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.7); brush.vertex(486.4, 166.4); brush.vertex(468.6, 186.8); brush.vertex(440.4, 197.3); brush.vertex(409.5, 195.1); brush.vertex(384.0, 180.9); brush.vertex(370.9, 158.3); brush.vertex(373.6, 133.6); brush.vertex(391.4, 113.2); brush.vertex(419.6, 102.7); brush.vertex(450.5, 104.9); brush.vertex(476.0, 119.1); brush.vertex(489.1, 141.7); brush.vertex(430, 150); brush.endShape(true);
  brush.fill("#f4a582", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(147.9, 205.4); brush.vertex(189.7, 223.6); brush.vertex(229.7, 243.3); brush.vertex(266.4, 265.7); brush.vertex(298.8, 291.8); brush.vertex(326.6, 321.8); brush.vertex(350.0, 355.4); brush.vertex(370.2, 391.8); brush.vertex(388.5, 429.6); brush.vertex(411.5, 410.4); brush.vertex(400.8, 366.0); brush.vertex(388.3, 323.2); brush.vertex(372.5, 283.2); brush.vertex(352.4, 246.8); brush.vertex(327.7, 214.3); brush.vertex(298.6, 185.4); brush.vertex(266.3, 159.2); brush.vertex(232.1, 134.6); brush.endShape(true);
  brush.fill("#ee8866", 210); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(278.3, 269.5); brush.vertex(254.1, 278.3); brush.vertex(224.6, 268.7); brush.vertex(200.9, 244.3); brush.vertex(192.1, 214.5); brush.vertex(201.7, 190.5); brush.vertex(225.9, 181.7); brush.vertex(255.4, 191.3); brush.vertex(279.1, 215.7); brush.vertex(287.9, 245.5); brush.endShape(true);
  brush.fill("#e8765a", 215); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.9); brush.vertex(344.9, 361.3); brush.vertex(326.3, 366.3); brush.vertex(305.3, 357.4); brush.vertex(290.0, 338.1); brush.vertex(286.1, 315.6); brush.vertex(295.1, 298.7); brush.vertex(313.7, 293.7); brush.vertex(334.7, 302.6); brush.vertex(350.0, 321.9); brush.vertex(353.9, 344.4); brush.endShape(true);
  brush.fill("#f4a582", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(390, 410); brush.vertex(470, 380); brush.vertex(450, 450); brush.vertex(420, 500); brush.endShape(true);
  brush.fill("#ee8866", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(230, 290); brush.vertex(170, 330); brush.vertex(200, 260); brush.endShape(true);
  brush.fill("#ee8866", 200); brush.fillBleed(0.25); brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8); brush.vertex(300, 210); brush.vertex(350, 170); brush.vertex(330, 240); brush.endShape(true);
  brush.fill("#2a2020", 240); brush.fillBleed(0.2); brush.fillTexture(0.4, 0.4); brush.circle(185, 165, 8, 0.3);
}
