async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function blob(cx, cy, rx, ry, rot, colour, op, curv) {
  brush.fill(colour, op);
  brush.beginShape(curv === undefined ? 0.8 : curv);
  for (let i = 0; i < 16; i++) {
    const a = i * 22.5;
    const x = cos(a) * rx, y = sin(a) * ry;
    brush.vertex(cx + x * cos(rot) - y * sin(rot), cy + x * sin(rot) + y * cos(rot));
  }
  brush.endShape(true);
}

function poly(pts, colour, op, curv) {
  brush.fill(colour, op);
  brush.beginShape(curv);
  for (const p of pts) brush.vertex(p[0], p[1]);
  brush.endShape(true);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fillBleed(0.25);
  brush.fillTexture(0.5, 0.4);

  poly([[296,430],[312,430],[326,590],[314,592]], "#5b8c4a", 190, 0.3);
  poly([[318,480],[420,440],[470,460],[380,510]], "#6f9e55", 200, 0.8);
  poly([[310,520],[210,490],[160,510],[250,550]], "#6f9e55", 200, 0.8);

  blob(300, 280, 220, 220, 0, "#d9774f", 215);
  blob(300, 280, 195, 195, 0, "#f4a582", 200);
  for (let i = 0; i < 12; i++) {
    const a = i * 30;
    poly([[300 + cos(a-2)*160, 280 + sin(a-2)*160], [300 + cos(a-2)*185, 280 + sin(a-2)*185], [300 + cos(a+2)*185, 280 + sin(a+2)*185], [300 + cos(a+2)*160, 280 + sin(a+2)*160]], "#7a2a28", 230, 0.1);
  }
  poly([[294,280],[306,280],[304,150],[296,150]], "#8a2a30", 235, 0.1);
  poly([[300,274],[300,286],[390,330],[394,320]], "#8a2a30", 235, 0.1);
  poly([[299,280],[301,280],[230,380],[226,378]], "#c8504a", 230, 0.1);
  brush.fill("#f2d36b", 230);
  brush.circle(300, 280, 14, 0.2);

}
