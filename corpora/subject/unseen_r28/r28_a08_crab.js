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

  blob(300, 320, 170, 120, 0, "#ee8866", 200, 0.25);
  blob(300, 320, 120, 80, 0, "#f4a582", 190, 0.2);
  blob(110, 180, 60, 45, -30, "#ee8866", 200, 0.2);
  blob(490, 180, 60, 45, 30, "#ee8866", 200, 0.2);
  poly([[160,270],[175,260],[130,215],[115,225]], "#c8504a", 220, 0.1);
  poly([[440,270],[425,260],[470,215],[485,225]], "#c8504a", 220, 0.1);
  for (let i = 0; i < 3; i++) {
    poly([[180,350 + i*30],[190,360 + i*30],[100,420 + i*40],[90,410 + i*40]], "#c8504a", 210, 0.1);
    poly([[420,350 + i*30],[410,360 + i*30],[500,420 + i*40],[510,410 + i*40]], "#c8504a", 210, 0.1);
  }
  blob(270, 230, 12, 12, 0, "#3b2a20", 230, 0.05);
  blob(330, 230, 12, 12, 0, "#3b2a20", 230, 0.05);
}
