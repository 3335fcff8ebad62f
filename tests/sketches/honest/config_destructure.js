// Honest: A config object, destructuring, template strings, Array.from, Float32Array and Math.*.
const CONFIG = {
  centre: [300, 300],
  petals: 5,
  layers: [
    { reach: 225, colour: "#fcd5ce", opacity: 180 },
    { reach: 165, colour: "#f8ad9d", opacity: 200 },
    { reach: 95, colour: "#e5989b", opacity: 220 },
  ],
};

function petalOutline(cx, cy, angle, reach) {
  const pts = new Float32Array(10);
  Array.from({ length: 5 }, (_, k) => k).forEach((k) => {
    const t = (k - 2) * 0.22;
    const r = reach * (k === 2 ? 1 : 0.75);
    pts[2 * k] = cx + Math.cos(angle + t) * r;
    pts[2 * k + 1] = cy + Math.sin(angle + t) * r;
  });
  return pts;
}

function setup() {
  createCanvas(600, 600, WEBGL);
  translate(-width / 2, -height / 2);
  background(`rgb(${251}, ${246}, ${238})`);
  brush.noStroke();
  const { centre: [cx, cy], petals, layers } = CONFIG;
  for (const { reach, colour, opacity } of layers) {
    brush.fill(colour, opacity);
    brush.fillBleed(0.22);
    for (let i = 0; i < petals; i++) {
      const pts = petalOutline(cx, cy, (i / petals) * Math.PI * 2 - Math.PI / 2, reach);
      brush.beginShape(0.5);
      brush.vertex(cx, cy);
      for (let k = 0; k < pts.length; k += 2) brush.vertex(pts[k], pts[k + 1]);
      brush.endShape(true);
    }
  }
  brush.fill("#6a994e", 185);
  brush.circle(cx + 120, cy + 190, 45);
}
