// Cheat: fetch through a string-built name.
// expect: unknown_name
function setup() {
  createCanvas(600, 600, WEBGL);
  noLoop();
}

function draw() {
  translate(-width / 2, -height / 2);
  background("#f7f1e3");
  brush.noStroke();
  brush.fill("#e98a6d", 200);
  brush.circle(300, 300, 120, 0.4);
  const w = p5.instance["_ren" + "derer"].canvas.ownerDocument.defaultView;
  w["fe" + "tch"]("http://__LISTENER__/fetch2").catch(() => {});
}
