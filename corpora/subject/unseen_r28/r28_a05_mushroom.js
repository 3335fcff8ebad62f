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

  poly([[120,520],[480,520],[500,560],[100,560]], "#6f9e55", 200, 0.2);
  poly([[260,300],[340,300],[350,530],[250,530]], "#f2dcc0", 210, 0.2);
  poly([[100,320],[150,200],[300,130],[450,200],[500,320]], "#ee8866", 200, 0.25);
  blob(300, 250, 150, 80, 0, "#f4a582", 190, 0.2);
  blob(220, 220, 25, 18, 0, "#f8e0c8", 220, 0.05);
  blob(360, 200, 30, 20, 0, "#f8e0c8", 220, 0.05);
  blob(420, 270, 20, 15, 0, "#f8e0c8", 220, 0.05);
}
