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

  poly([[200,540],[215,470],[230,540]], "#5b8c4a", 200, 0.3);
  poly([[370,540],[385,470],[400,540]], "#6f9e55", 200, 0.3);
  poly([[120,200],[150,60],[250,150]], "#ee8866", 205, 0.2);
  poly([[480,200],[450,60],[350,150]], "#ee8866", 205, 0.2);
  blob(300, 300, 200, 180, 0, "#f4a582", 195);
  blob(300, 340, 120, 90, 0, "#f8c8a8", 185);
  brush.fill("#3a5a2a", 240); brush.circle(230, 260, 22, 0.2); brush.circle(370, 260, 22, 0.2);
  brush.fill("#1a1410", 240); brush.circle(230, 260, 8, 0.1); brush.circle(370, 260, 8, 0.1);
  poly([[285,320],[315,320],[300,340]], "#c8504a", 230, 0.3);
  for (const s of [-1, 1]) for (const dy of [-10, 10]) poly([[300 + s*60, 345 + dy],[300 + s*190, 330 + dy*3],[300 + s*190, 334 + dy*3]], "#5a2a1c", 200, 0.1);

}
