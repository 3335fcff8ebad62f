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
  // a big heart shape with a green ribbon tied below
  brush.fill("#f4a582", 190);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5);
  brush.vertex(300, 231); brush.vertex(303, 215); brush.vertex(324, 180); brush.vertex(367, 152); brush.vertex(423, 153); brush.vertex(471, 188); brush.vertex(490, 242); brush.vertex(471, 301); brush.vertex(423, 355); brush.vertex(367, 404); brush.vertex(324, 447); brush.vertex(303, 480); brush.vertex(300, 492); brush.vertex(297, 480); brush.vertex(276, 447); brush.vertex(233, 404); brush.vertex(177, 355); brush.vertex(129, 301); brush.vertex(110, 243); brush.vertex(129, 188); brush.vertex(177, 153); brush.vertex(233, 152); brush.vertex(276, 180); brush.vertex(297, 215);
  brush.endShape(true);
  brush.fill("#ee8866", 205);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5);
  brush.vertex(300, 251); brush.vertex(302, 241); brush.vertex(317, 216); brush.vertex(347, 197); brush.vertex(386, 197); brush.vertex(420, 221); brush.vertex(433, 260); brush.vertex(420, 301); brush.vertex(386, 339); brush.vertex(347, 373); brush.vertex(317, 403); brush.vertex(302, 426); brush.vertex(300, 434); brush.vertex(298, 426); brush.vertex(283, 403); brush.vertex(253, 373); brush.vertex(214, 339); brush.vertex(180, 301); brush.vertex(167, 260); brush.vertex(180, 221); brush.vertex(214, 197); brush.vertex(253, 197); brush.vertex(283, 216); brush.vertex(298, 241);
  brush.endShape(true);
  brush.fill("#5b8c4a", 210);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.4);
  brush.vertex(295, 489); brush.vertex(285, 549); brush.vertex(295, 551); brush.vertex(305, 491);
  brush.endShape(true);
  brush.fill("#6f9e55", 210);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3);
  brush.vertex(300, 490); brush.vertex(240, 460); brush.vertex(235, 520);
  brush.endShape(true);
  brush.fill("#6f9e55", 210);
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.3);
  brush.vertex(300, 490); brush.vertex(360, 460); brush.vertex(365, 520);
  brush.endShape(true);
}
