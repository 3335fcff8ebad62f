// Honest: Helper functions named point() and location(), the way an LLM often names them.
const centre = { x: 300, y: 290 };

function point(angle, radius) {
  return { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
}

function location(index, total) {
  return (index / total) * Math.PI * 2 - Math.PI / 2;
}

function setup() {
  createCanvas(600, 600, WEBGL);
  pixelDensity(1);
  translate(-300, -300);
  background("#fbf6ec");
  brush.noStroke();
  // leaves first
  brush.fill("#5b8c4a", 180);
  brush.beginShape(0.3);
  for (const [x, y] of [[300, 330], [420, 470], [330, 560], [290, 420]]) brush.vertex(x, y);
  brush.endShape(true);
  // petals
  for (let i = 0; i < 5; i++) {
    const a = location(i, 5);
    const left = point(a - 0.45, 150), tip = point(a, 225), right = point(a + 0.45, 150);
    brush.fill("#f4b183", 195);
    brush.fillBleed(0.22);
    brush.beginShape(0.6);
    brush.vertex(centre.x, centre.y);
    brush.vertex(left.x, left.y);
    brush.vertex(tip.x, tip.y);
    brush.vertex(right.x, right.y);
    brush.endShape(true);
  }
  brush.fill("#c0392b", 210);
  brush.circle(centre.x, centre.y, 24);
}
