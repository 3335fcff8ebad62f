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
  // a teacup on a green saucer
  brush.fill("#5b8c4a", 195);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(520, 470); brush.vertex(498, 492); brush.vertex(437, 509); brush.vertex(349, 519); brush.vertex(251, 519); brush.vertex(163, 509); brush.vertex(102, 492); brush.vertex(80, 470); brush.vertex(102, 448); brush.vertex(163, 431); brush.vertex(251, 421); brush.vertex(349, 421); brush.vertex(437, 431); brush.vertex(498, 448);
  brush.endShape(true);
  brush.fill("#6f9e55", 200);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(440, 460); brush.vertex(421, 472); brush.vertex(370, 482); brush.vertex(300, 485); brush.vertex(230, 482); brush.vertex(179, 472); brush.vertex(160, 460); brush.vertex(179, 448); brush.vertex(230, 438); brush.vertex(300, 435); brush.vertex(370, 438); brush.vertex(421, 448);
  brush.endShape(true);
  brush.fill("#f4a582", 195);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  brush.vertex(120, 230); brush.vertex(480, 230); brush.vertex(450, 350); brush.vertex(390, 440); brush.vertex(210, 440); brush.vertex(150, 350);
  brush.endShape(true);
  brush.fill("#ee8866", 200);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  brush.vertex(140, 240); brush.vertex(460, 240); brush.vertex(430, 340); brush.vertex(370, 420); brush.vertex(230, 420); brush.vertex(170, 340);
  brush.endShape(true);
  brush.fill("#f8d0b8", 200);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(480, 230); brush.vertex(462, 247); brush.vertex(412, 261); brush.vertex(340, 269); brush.vertex(260, 269); brush.vertex(188, 261); brush.vertex(138, 247); brush.vertex(120, 230); brush.vertex(138, 213); brush.vertex(188, 199); brush.vertex(260, 191); brush.vertex(340, 191); brush.vertex(412, 199); brush.vertex(462, 213);
  brush.endShape(true);
  brush.fill("#b8604a", 190);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(460, 232); brush.vertex(439, 247); brush.vertex(380, 258); brush.vertex(300, 262); brush.vertex(220, 258); brush.vertex(161, 247); brush.vertex(140, 232); brush.vertex(161, 217); brush.vertex(220, 206); brush.vertex(300, 202); brush.vertex(380, 206); brush.vertex(439, 217);
  brush.endShape(true);
  brush.fill("#ee8866", 210);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.8);
  brush.vertex(468, 271); brush.vertex(529, 271); brush.vertex(539, 321); brush.vertex(500, 349); brush.vertex(450, 349); brush.vertex(450, 371); brush.vertex(500, 371); brush.vertex(551, 339); brush.vertex(551, 269); brush.vertex(472, 249);
  brush.endShape(true);
}
