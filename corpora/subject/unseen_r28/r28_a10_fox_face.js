async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

// a closed wobbly ellipse
function blob(cx, cy, rx, ry, rot, col, op, bleed) {
  brush.fill(col, op);
  brush.fillBleed(bleed);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.6);
  for (let k = 0; k < 16; k++) {
    const t = k * 22.5;
    const x = cos(t) * rx, y = sin(t) * ry;
    brush.vertex(cx + x * cos(rot) - y * sin(rot), cy + x * sin(rot) + y * cos(rot));
  }
  brush.endShape(true);
}

function poly(pts, col, op, bleed) {
  brush.fill(col, op);
  brush.fillBleed(bleed);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(0.5);
  for (const p of pts) brush.vertex(p[0], p[1]);
  brush.endShape(true);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();

  poly([[120,100],[230,200],[140,260]], "#e07b39", 210, 0.15);
  poly([[480,100],[370,200],[460,260]], "#e07b39", 210, 0.15);
  poly([[110,220],[490,220],[420,380],[300,500],[180,380]], "#ee8866", 200, 0.25);
  poly([[170,300],[300,330],[300,500],[200,380]], "#f8e0c8", 190, 0.2);
  poly([[430,300],[300,330],[300,500],[400,380]], "#f8e0c8", 190, 0.2);
  blob(240, 280, 14, 18, 0, "#3b2a20", 230, 0.05);
  blob(360, 280, 14, 18, 0, "#3b2a20", 230, 0.05);
  blob(300, 480, 22, 16, 0, "#3b2a20", 230, 0.05);
}
