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

  poly([[60,580],[200,500],[330,560],[460,490],[560,580]], "#6f9e55", 180, 0.8);
  blob(300, 230, 180, 190, 0, "#f4a582", 195);
  for (const dx of [-100, 0, 100]) blob(300 + dx, 230, 38, 180, 0, "#ee8866", 205);
  poly([[210,380],[390,380],[330,440],[270,440]], "#e8906a", 200, 0.3);
  poly([[272,440],[276,440],[282,480],[278,480]], "#7a3b28", 200, 0.1);
  poly([[324,440],[328,440],[322,480],[318,480]], "#7a3b28", 200, 0.1);
  poly([[270,480],[330,480],[325,525],[275,525]], "#8a5a36", 225, 0.1);

}
