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
  // water ripple under the duck (green-blue pond weed)
  poly([[120,520],[300,500],[480,520],[300,545]], "#6a9a50", 190, 0.6);
  // body
  poly([[110,400],[150,330],[260,320],[380,340],[470,300],[500,360],[460,460],[300,500],[160,480]], "#f4c838", 200, 0.7);
  poly([[150,410],[190,350],[280,345],[380,360],[450,330],[470,380],[430,450],[300,480],[180,460]], "#f0b820", 215, 0.7);
  // head
  oval(250, 230, 95, 90, 0, "#f4c838", 205, 14);
  oval(255, 235, 70, 66, 0, "#f0b820", 215, 14);
  // beak
  poly([[160,235],[100,250],[150,270],[180,262]], "#e86a20", 225, 0.4);
  // eye
  brush.fill("#201810", 240); brush.circle(230, 205, 11, 0.2);
  // wing
  poly([[260,380],[330,360],[400,390],[340,430]], "#e0a018", 220, 0.7);
}
