async function setup() {
  createCanvas(600, 600, WEBGL);
  brush.scaleBrushes(3);
  angleMode(DEGREES);
  noLoop();
}

function poly(pts, col, op, curv, bleed) {
  brush.fill(col, op);
  brush.fillBleed(bleed === undefined ? 0.25 : bleed);
  brush.fillTexture(0.5, 0.4);
  brush.beginShape(curv);
  for (const p of pts) brush.vertex(p[0], p[1]);
  brush.endShape(true);
}

function oval(cx, cy, rx, ry, rot, col, op, n) {
  const pts = [];
  const k = n || 14;
  for (let i = 0; i < k; i++) {
    const a = i * 360 / k;
    const x = cos(a) * rx, y = sin(a) * ry;
    pts.push([cx + x * cos(rot) - y * sin(rot), cy + x * sin(rot) + y * cos(rot)]);
  }
  poly(pts, col, op, 0.8);
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  // string
  poly([[296,430],[306,430],[318,520],[296,590],[288,590],[306,520]], "#4f8a3a", 200, 0.5, 0.2);
  // bow at the knot
  poly([[300,430],[250,400],[255,460]], "#5b8c4a", 210, 0.6);
  poly([[300,430],[350,400],[345,460]], "#5b8c4a", 210, 0.6);
  // heart
  poly([[300,440],[140,300],[110,200],[160,120],[240,110],[300,170],[360,110],[440,120],[490,200],[460,300]], "#d6307a", 195, 0.7);
  poly([[300,410],[170,290],[150,210],[190,150],[250,145],[300,200],[350,145],[410,150],[450,210],[430,290]], "#e0408a", 210, 0.7);
  oval(200, 190, 35, 18, -40, "#f4a8c8", 200, 10);
}
