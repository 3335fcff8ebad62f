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

  poly([[120,590],[135,420],[150,590]], "#5b8c4a", 190, 0.5);
  poly([[470,590],[460,440],[485,590]], "#6f9e55", 190, 0.5);
  poly([[90,240],[120,130],[300,80],[480,130],[510,240],[420,260],[300,250],[180,260]], "#f4a582", 195, 0.9);
  poly([[140,230],[170,150],[300,115],[430,150],[460,230],[300,220]], "#ee8866", 205, 0.9);
  for (let i = 0; i < 6; i++) {
    const x = 160 + i * 56;
    poly([[x-10,250],[x+10,250],[x+25,340],[x-5,430],[x+15,520],[x+2,525],[x-20,430],[x+8,340]], "#ee9a70", 185, 0.7);
  }
  blob(300, 170, 50, 30, 0, "#c8504a", 220);

}
