// The in-page half of the painter (renderer.py holds the other half).
//
// The sketch never runs as a script of this page. renderer.py serves one document per render:
//   harness.js?phase=boot      seeded randomness and clock, the report channel, error listeners
//   p5.min.js
//   harness.js?phase=addon     know when p5.brush's end-of-frame hook has run
//   p5.brush.js
//   <script type=application/json>   the configuration and the sketch's source, as data
//   ses.umd.min.js             SES (Hardened JavaScript)
//   harness.js?phase=confine   lockdown(), then the sketch evaluated in a Compartment
//
// Capabilities, not detection. After lockdown() every intrinsic (Object.prototype, Array.prototype,
// Function.prototype, Math, JSON, ...) is frozen, and the sketch is evaluated inside a Compartment
// whose global scope holds exactly the endowments below: the painting API that rewards.py lists
// (SKETCH_GLOBALS) and a frozen `brush` facade with the allowed p5.brush methods. window, document,
// fetch, timers, p5's primitives, p5.brush's classes and the p5 instance are not hidden or watched:
// they are absent. An endowment takes plain data in (numbers, strings, arrays, plain objects, our
// own colours), hands only plain data or our own frozen colours back, and rethrows library errors as
// fresh errors, so no reference to p5, p5.brush, the canvas or this page ever reaches the sketch.
//
// The verdict lives in this file's closures, which the sketch cannot name: brush calls counted at
// the facade, violations noted by the endowments, the end of the frame seen from p5.brush's hook.
// It leaves through a CDP binding that Python installed (Runtime.addBinding), never through an
// object the sketch could reach or forge.
(function () {
  "use strict";
  const script = document.currentScript;
  const phase = new URL(script.src).searchParams.get("phase");

  if (phase === "boot") {
    const config = JSON.parse(document.getElementById("wc-config").textContent);
    // Python's end of the report channel, taken before anything else can run.
    const send = window[config.binding];
    try { delete window[config.binding]; } catch (e) { /* non-configurable: it is only ours anyway */ }

    // --- determinism: one seeded generator for Math.random and crypto, installed before p5 and
    // p5.brush evaluate (p5.brush draws its own PRNG seeds from Math.random at load time).
    let s0 = 0x9e3779b9, s1 = 0x243f6a88, s2 = 0xb7e15162, s3 = (Number(config.seed) >>> 0) ^ 0x5bd1e995;
    function sfc32() {
      s0 >>>= 0; s1 >>>= 0; s2 >>>= 0; s3 >>>= 0;
      let t = (s0 + s1) | 0;
      s0 = s1 ^ (s1 >>> 9);
      s1 = (s2 + (s2 << 3)) | 0;
      s2 = (s2 << 21) | (s2 >>> 11);
      s3 = (s3 + 1) | 0;
      t = (t + s3) | 0;
      s2 = (s2 + t) | 0;
      return (t >>> 0) / 4294967296;
    }
    for (let i = 0; i < 16; i++) sfc32();
    Math.random = sfc32;
    Object.defineProperty(Crypto.prototype, "getRandomValues", {
      value(arr) {
        const bytes = new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength);
        for (let i = 0; i < bytes.length; i++) bytes[i] = (sfc32() * 256) | 0;
        return arr;
      },
    });
    // A clock that only moves when read keeps p5's timing reproducible. The real one stays here,
    // for the sandbox's own cost (sandboxMs in the report).
    const realNow = performance.now.bind(performance);
    let clock = 0;
    const now = () => (clock += 1);
    Object.defineProperty(Performance.prototype, "now", { value: now });
    Date.now = () => 1767225600000 + now();

    // --- what the render reports.
    const maxRecords = 50;
    // Every string that leaves the page is well-formed: a lone surrogate (or an emoji cut in half
    // by a slice) would make the report unserialisable downstream, and a sketch controls these.
    const toWellFormed = String.prototype.toWellFormed;
    const text = (value, max) => toWellFormed.call(String(value).slice(0, max));
    const violations = [];
    const errors = [];  // [{name, message}]: uncaught errors of the sketch, classified by rewards.py
    const brushCalls = Object.create(null);  // completed facade calls, by method
    const offSheet = Object.create(null);  // those of them that painted wholly off the sheet, by method
    const unseen = Object.create(null);  // those of them whose paint cannot show on the paper, by method
    // Names the sketch reached for that its world lacks: free globals, and properties of `brush`.
    // rewards.py decides which violation each is.
    // Full lists fail closed: `overflow` tells rewards.py that names went unrecorded.
    const absent = { globals: [], brush: [], overflow: false };
    const noteAbsent = (kind, name) => {
      const list = absent[kind], shown = text(name, 80);  // compared as recorded
      if (list.includes(shown)) return;
      if (list.length < maxRecords) list.push(shown);
      else absent.overflow = true;
    };
    const seen = new Set();
    const note = (code, detail) => {
      const key = code + ":" + detail;
      if (seen.has(key) || violations.length >= maxRecords) return;
      seen.add(key);
      violations.push({ code, detail: text(detail, 200) });
    };
    const noteError = (name, message) => {
      if (errors.length < maxRecords) errors.push({ name: text(name, 40), message: text(message, 300) });
    };
    // Library errors outside the sketch's calls (p5's own loop, a hook) end the frame as well.
    window.addEventListener("error", (e) => {
      const err = e.error;
      noteError(err && err.name ? err.name : "Error", e.message || (err && err.message) || "error");
      finish("error");
    }, true);
    window.addEventListener("unhandledrejection", (e) => {
      noteError("Error", String(e.reason && e.reason.message || e.reason));
      finish("error");
    }, true);
    window.addEventListener("securitypolicyviolation", (e) => {
      note("network_access", `${e.effectiveDirective} blocked ${e.blockedURI || ""}`);
    }, true);

    // Originals the end of the frame needs; taken before any other code runs.
    const toDataURL = HTMLCanvasElement.prototype.toDataURL;
    const readPixels = WebGL2RenderingContext.prototype.readPixels;
    const isContextLost = WebGL2RenderingContext.prototype.isContextLost;
    const WebGL2Context = WebGL2RenderingContext;
    const later = window.setTimeout.bind(window);
    // contextLost: the browser took the WebGL context away (its GPU process reset, under load, say), or
    // never gave a WebGL2 one (under load p5 fell back to WebGL1, which p5.brush cannot paint on: "could not
    // resolve an active WEBGL sketch", once in some 1,700 renders): the canvas holds no painting, so the
    // render says so instead of handing back paper or a sketch error.
    const frame = { canvas: null, gl: null, brushHooks: false, awaiting: null, sandboxMs: null, painted: false,
                    sloppy: null, instance: null, contextLost: false };

    let finished = false;
    function finish(status) {
      if (finished) return;
      finished = true;
      // p5.brush has flushed (see addon); drain the GL queue so the capture holds every stroke.
      later(() => {
        let png = null;
        try {
          if (frame.gl && !frame.contextLost) readPixels.call(frame.gl, 0, 0, 1, 1, frame.gl.RGBA, frame.gl.UNSIGNED_BYTE, new Uint8Array(4));
          if (frame.gl && !frame.contextLost && isContextLost.call(frame.gl)) frame.contextLost = true;
          if (frame.canvas && !frame.contextLost) png = toDataURL.call(frame.canvas, "image/png");
        } catch (e) { noteError("CaptureError", e && e.message); }
        // Names the sketch assigned without declaring them: its own variables (sloppy globals). One
        // it read before assigning stays absent, so a later assignment cannot launder a use.
        const sloppy = frame.sloppy ? [...frame.sloppy.keys()] : [];
        const report = {
          token: config.token, status, png, violations, errors, brushCalls, offSheet, unseen, absent, contextLost: frame.contextLost,
          sloppyGlobals: sloppy.slice(0, maxRecords).map((name) => text(name, 80)), sandboxMs: frame.sandboxMs,
          width: frame.canvas ? frame.canvas.width : 0, height: frame.canvas ? frame.canvas.height : 0,
        };
        if (typeof send === "function") send(JSON.stringify(report));
      }, 0);
    }
    // The frame is done when p5.brush's postdraw (or, with no draw, postsetup) hook has run, which
    // p5 may call after an await. A hook that never comes must not cost the whole deadline.
    const frameReturned = (hook) => {
      if (!frame.brushHooks) { finish("ok"); return; }
      frame.awaiting = hook;
      later(() => finish("ok"), 2000);
    };

    // Shared with the later phases through this closure only: nothing of it is on window.
    const harness = {
      config, note, noteError, noteAbsent, brushCalls, offSheet, unseen, frame, finish, frameReturned, realNow, WebGL2Context,
      finished: () => finished,
    };
    window.__wcNext = (fn) => fn(harness);
    return;
  }

  // The later phases receive the boot closure through this hook, which confine removes. Only the
  // libraries and this file run in this realm; the sketch never does.
  const next = window.__wcNext;
  if (phase === "addon") next(addon);
  else if (phase === "confine") { delete window.__wcNext; next(confine); }

  function addon(h) {
    const register = p5.registerAddon;
    p5.registerAddon = function (definition) {
      return register.call(this, function (p5ns, fn, lifecycles) {
        definition(p5ns, fn, lifecycles);
        for (const k of Object.keys(lifecycles)) {
          const hook = lifecycles[k];
          lifecycles[k] = function () {
            const r = hook.apply(this, arguments);
            if (k === h.frame.awaiting) {
              if (r && typeof r.then === "function") r.then(() => h.finish("ok"), () => h.finish("ok"));
              else h.finish("ok");
            }
            return r;
          };
        }
        h.frame.brushHooks = "postdraw" in lifecycles && "postsetup" in lifecycles;
      });
    };
  }

  function confine(h) {
    const { config, note, noteError, noteAbsent, brushCalls, offSheet, unseen, frame, WebGL2Context } = h;
    const size = config.canvasSize;
    const brushLib = window.brush;
    const proto = p5.prototype;
    const t0 = h.realNow();

    lockdown({
      errorTaming: "unsafe", stackFiltering: "verbose", consoleTaming: "unsafe", reporting: "none",
      errorTrapping: "none", unhandledRejectionTrapping: "none", domainTaming: "unsafe",
      // p5 and p5.brush run with the fewest override repairs: "moderate" and "severe" turn prototype
      // methods into accessors, which cost p5.brush's hot loops up to 15% (bench/render.py, 25 fills).
      overrideTaming: "min",
    });

    const pInst = () => p5.instance;
    const { WeakMap, TypeError, Error, RangeError, ReferenceError, SyntaxError } = globalThis;

    // --- colours: p5.Color objects stay here; the sketch holds frozen tokens that stand for them.
    const colours = new WeakMap();
    class Colour {
      toString() { const c = colours.get(this); return c ? String(c.toString()) : "[colour]"; }
      setAlpha(a) { const c = colours.get(this); if (c) c.setAlpha(Number(a)); }
    }
    harden(Colour);
    const wrapColour = (c) => { const token = new Colour(); colours.set(token, c); return Object.freeze(token); };

    // --- the boundary. In: plain data only, copied (a sketch's getters run now, not inside p5).
    function dataIn(v, depth = 0) {
      if (v === null || v === undefined) return v;
      const t = typeof v;
      if (t === "number" || t === "string" || t === "boolean") return v;
      // Stable wording: rewards.py reports it as `not_plain_data`.
      if (t !== "object") throw new TypeError(`the painting API takes plain data, not a ${t}`);
      if (colours.has(v)) return colours.get(v);
      if (depth > 8) throw new TypeError("the painting API takes plain data, not data nested this deep");
      if (Array.isArray(v)) {
        const n = v.length >>> 0;
        const out = new Array(n);
        for (let i = 0; i < n; i++) out[i] = dataIn(v[i], depth + 1);
        return out;
      }
      const out = {};  // defined, not assigned: a "__proto__" key stays a key
      for (const k of Object.keys(v)) {
        Object.defineProperty(out, k, { value: dataIn(v[k], depth + 1), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    // Out: primitives, our colours, arrays of those; anything else (p5 returns itself for chaining,
    // p5.brush returns its Plot and Polygon objects) becomes undefined.
    function dataOut(v, depth = 0) {
      if (v === null || v === undefined) return v;
      const t = typeof v;
      if (t === "number" || t === "string" || t === "boolean") return v;
      if (t === "object" && p5.Color && v instanceof p5.Color) return wrapColour(v);
      if (Array.isArray(v) && depth < 4) return Object.freeze(v.map((x) => dataOut(x, depth + 1)));
      return undefined;
    }
    // A library error crosses as a fresh error of the same kind with the same message.
    function rethrow(e) {
      const Kind = { TypeError, RangeError, ReferenceError, SyntaxError }[e && e.name] || Error;
      throw new Kind(String(e && e.message));
    }
    const call = (fn) => function () {
      const args = [];
      for (let i = 0; i < arguments.length; i++) args.push(dataIn(arguments[i]));
      let r;
      try { r = fn(args); } catch (e) { rethrow(e); }
      return dataOut(r);
    };
    const p5Call = (name) => call((args) => proto[name].apply(pInst(), args));

    // --- whether a brush call's paint can show, for the length term (rewards.sheet_calls). A filled shape
    // painted in the paper's own colour, or with fill off and nothing else set to paint, lays nothing a
    // viewer sees: it is counted in `unseen`. p5.brush keeps its paint settings per push() and pop(), so
    // this record does too. Any brush method outside the fill family may set other paint (a stroke, a
    // hatch, a wash); after one, every call counts as showing (fail open: it only lengthens the cap).
    const FILLED = new Set(["circle", "endShape", "rect", "polygon"]);
    // The painting calls (rewards.PAINTING_CALLS) set nothing; these set the fill or no paint at all.
    const FILL_FAMILY = new Set(["fill", "noFill", "fillBleed", "fillTexture", "beginShape", "vertex", "scaleBrushes",
      "noStroke", "noHatch", "noWash", "noMass", "field", "noField", "refreshField", "listFields", "seed", "noiseSeed",
      "wRand", "clip", "noClip", ...config.paintingCalls]);
    const rgbOf = (args) => {
      try { return Array.from(proto.color.apply(pInst(), args)._getRGBA([255, 255, 255, 255]).slice(0, 3), Number); }
      catch (e) { return null; }
    };
    let paint = { paper: [255, 255, 255], fill: null, other: false };  // no background(): white (renderer.opaque_png)
    const paintStack = [];
    const paintShows = (name) => {
      if (paint.other || !FILLED.has(name)) return true;
      if (!paint.fill) return false;
      const { rgb, opacity } = paint.fill, paper = paint.paper;
      if (!rgb || !rgb.every(Number.isFinite)) return true;
      const contrast = Math.hypot(rgb[0] - paper[0], rgb[1] - paper[1], rgb[2] - paper[2]) * Math.min(Math.max(opacity, 0), 255) / 255;
      return !(contrast < config.paintDistance);
    };
    const notePaintState = (name, args) => {
      // As p5.brush reads brush.fill(colour, opacity) and brush.fill(r, g, b, opacity): a missing or zero
      // opacity is 150.
      if (name === "fill") paint.fill = { rgb: rgbOf(args.length < 3 ? [args[0]] : args.slice(0, 3)), opacity: Number(args.length < 4 ? args[1] : args[3]) || 150 };
      else if (name === "noFill") paint.fill = null;
      else if (!FILL_FAMILY.has(name)) paint.other = true;
    };

    // --- the endowments the sketch may have, by name; rewards.SKETCH_GLOBALS chooses which it gets.
    const special = {
      createCanvas: call(([w, h, renderer]) => {
        if (renderer !== proto.WEBGL) note("not_webgl", `createCanvas(${w}, ${h}, ${renderer})`);
        if (frame.canvas) { note("second_canvas", "createCanvas called again"); return; }
        // The size is pinned: a bigger canvas is only a slower render of the same reward.
        proto.createCanvas.call(pInst(), size, size, proto.WEBGL);
        proto.pixelDensity.call(pInst(), 1);
        const r = pInst()._renderer;
        frame.canvas = r && r.canvas;
        frame.gl = r && r.GL;
        if (frame.canvas && !(frame.gl instanceof WebGL2Context)) frame.contextLost = true;
        if (frame.canvas) frame.canvas.addEventListener("webglcontextlost", () => { frame.contextLost = true; });
      }),
      // The paper: always the whole sheet, in one colour (p5 would also take an image here), and
      // only before the first brush paint. p5.brush blends against its own copy of the sheet,
      // which background() does not repaint: a later background() would let edges of that stale
      // copy come back as ink no brush laid.
      background: call((args) => {
        if (!args.every((a) => typeof a === "number" || typeof a === "string" || a instanceof p5.Color)) {
          throw new TypeError("background() takes a colour: numbers, a colour string or color()");
        }
        if (frame.painted) { note("background_over_paint", "background() after a brush painting call"); return; }
        const gl = frame.gl;
        if (gl) { gl.disable(gl.SCISSOR_TEST); gl.disable(gl.STENCIL_TEST); }
        proto.background.apply(pInst(), args);
        paint.paper = rgbOf(args) || paint.paper;
      }),
      push: call(() => { proto.push.call(pInst()); paintStack.push({ ...paint }); }),
      pop: call(() => { proto.pop.call(pInst()); if (paintStack.length) paint = { ...paintStack.pop(), paper: paint.paper }; }),
      pixelDensity: call(() => 1),  // pinned: the capture is size x size pixels
      noLoop: call(() => { proto.noLoop.call(pInst()); }),
      color: call((args) => proto.color.apply(pInst(), args)),
      random: function (a, b) {
        if (Array.isArray(a)) {  // pick one of the sketch's own values, with p5's seeded generator
          const i = Math.floor(proto.random.call(pInst(), 0, a.length));
          return a[i];
        }
        return dataOut(proto.random.apply(pInst(), [dataIn(a), dataIn(b)].slice(0, arguments.length)));
      },
      // The whole console API, inert: a painting's log goes nowhere.
      console: Object.fromEntries(Object.keys(console).map((k) => [k, function () {}])),
      Float32Array, Float64Array,
    };
    // Calls that set drawing state p5.brush never reads (p5's own stroke and fill, blend modes,
    // frame rate, accessibility text, context attributes): accepted with plain data, no effect. Run
    // for real, some would change the picture without a brush (blendMode, setAttributes, clear).
    const inert = call(() => undefined);

    // Pure helpers written in JavaScript and evaluated inside the sketch's compartment, so they hold
    // nothing the sketch does not: p5's vectors (angles follow angleMode, as createVector's do in
    // p5), shuffle on the seeded generator, Date on the seeded clock, and the clock-reading
    // helpers in UTC so that a render is the same on every machine.
    function prelude(caps) {
      "use strict";
      const { cos, sin, atan2, random } = globalThis;
      const SharedDate = Date;
      const modeAware = new WeakSet();
      class Vector {
        constructor(x = 0, y = 0, z = 0) { this.x = +x || 0; this.y = +y || 0; this.z = +z || 0; }
        static of(v) { return typeof v === "number" ? new Vector(v, v, v) : Array.isArray(v) ? new Vector(...v) : v; }
        set(x, y, z) { const v = typeof x === "object" ? Vector.of(x) : new Vector(x, y, z); this.x = v.x; this.y = v.y; this.z = v.z; return this; }
        copy() { const v = new Vector(this.x, this.y, this.z); if (modeAware.has(this)) modeAware.add(v); return v; }
        add(x, y, z) { const v = typeof x === "object" ? Vector.of(x) : new Vector(x, y, z); this.x += v.x; this.y += v.y; this.z += v.z; return this; }
        sub(x, y, z) { const v = typeof x === "object" ? Vector.of(x) : new Vector(x, y, z); this.x -= v.x; this.y -= v.y; this.z -= v.z; return this; }
        mult(x, y, z) {
          if (typeof x === "object") { const v = Vector.of(x); this.x *= v.x; this.y *= v.y; this.z *= v.z; }
          else if (y === undefined) { this.x *= x; this.y *= x; this.z *= x; }
          else { this.x *= x; this.y *= y; this.z *= z === undefined ? 1 : z; }
          return this;
        }
        div(x, y, z) {
          if (typeof x === "object") { const v = Vector.of(x); this.x /= v.x; this.y /= v.y; this.z /= v.z || 1; }
          else if (y === undefined) { if (x !== 0) { this.x /= x; this.y /= x; this.z /= x; } }
          else { this.x /= x; this.y /= y; this.z /= z === undefined ? 1 : z; }
          return this;
        }
        rem(x, y, z) { const v = typeof x === "object" ? Vector.of(x) : new Vector(x, y === undefined ? x : y, z === undefined ? x : z); if (v.x) this.x %= v.x; if (v.y) this.y %= v.y; if (v.z) this.z %= v.z; return this; }
        mag() { return Math.sqrt(this.magSq()); }
        magSq() { return this.x * this.x + this.y * this.y + this.z * this.z; }
        dot(x, y, z) { const v = typeof x === "object" ? Vector.of(x) : new Vector(x, y, z); return this.x * v.x + this.y * v.y + this.z * v.z; }
        cross(v) { return this.#like(new Vector(this.y * v.z - this.z * v.y, this.z * v.x - this.x * v.z, this.x * v.y - this.y * v.x)); }
        dist(v) { return Vector.sub(v, this).mag(); }
        normalize() { const m = this.mag(); if (m) this.mult(1 / m); return this; }
        limit(max) { const m = this.magSq(); if (m > max * max) this.div(Math.sqrt(m)).mult(max); return this; }
        setMag(n) { return this.normalize().mult(n); }
        heading() { return modeAware.has(this) ? atan2(this.y, this.x) : Math.atan2(this.y, this.x); }
        setHeading(a) { const m = this.mag(); const [c, s] = this.#trig(a); this.x = m * c; this.y = m * s; return this; }
        rotate(a) { return this.setHeading(this.heading() + a); }
        angleBetween(v) {
          const d = this.mag() * v.mag();
          if (!d) return NaN;
          const c = this.cross(v), sign = Math.sign(c.z || 1);
          return (modeAware.has(this) ? atan2(c.mag(), this.dot(v)) : Math.atan2(c.mag(), this.dot(v))) * sign;
        }
        lerp(x, y, z, t) {
          if (typeof x === "object") { t = y; const v = Vector.of(x); x = v.x; y = v.y; z = v.z; }
          this.x += (x - this.x) * t; this.y += (y - this.y) * t; this.z += ((z || 0) - this.z) * t; return this;
        }
        reflect(n) { const u = Vector.of(n).copy().normalize(); return this.sub(u.mult(2 * this.dot(u))); }
        array() { return [this.x, this.y, this.z]; }
        equals(x, y, z) { const v = typeof x === "object" ? Vector.of(x) : new Vector(x, y, z); return this.x === v.x && this.y === v.y && this.z === v.z; }
        toString() { return `vector[${this.x}, ${this.y}, ${this.z}]`; }
        #like(v) { if (modeAware.has(this)) modeAware.add(v); return v; }
        #trig(a) { return modeAware.has(this) ? [cos(a), sin(a)] : [Math.cos(a), Math.sin(a)]; }
        static fromAngle(a, length = 1) { return new Vector(length * Math.cos(a), length * Math.sin(a), 0); }
        static fromAngles(theta, phi, length = 1) {
          return new Vector(length * Math.sin(theta) * Math.sin(phi), -length * Math.cos(theta), length * Math.sin(theta) * Math.cos(phi));
        }
        static random2D() { return Vector.fromAngle(random() * Math.PI * 2); }
        static random3D() {
          const a = random() * Math.PI * 2, z = random() * 2 - 1, r = Math.sqrt(1 - z * z);
          return new Vector(r * Math.cos(a), r * Math.sin(a), z);
        }
      }
      for (const name of ["add", "sub", "mult", "div", "rem", "cross", "normalize", "limit", "setMag", "rotate", "lerp", "reflect"]) {
        Vector[name] = (v, ...rest) => Vector.prototype[name].apply(Vector.of(v).copy(), rest);
      }
      for (const name of ["dist", "dot", "mag", "magSq", "heading", "angleBetween", "equals", "array"]) {
        Vector[name] = (v, ...rest) => Vector.prototype[name].apply(Vector.of(v), rest);
      }
      Vector.copy = (v) => Vector.of(v).copy();
      const createVector = (x, y, z) => { const v = new Vector(x, y, z); modeAware.add(v); return v; };

      function shuffle(array, modify = false) {
        const out = modify ? array : Array.from(array);
        for (let i = out.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [out[i], out[j]] = [out[j], out[i]];
        }
        return out;
      }

      function SketchDate(...args) {
        if (new.target === undefined) return String(new SharedDate(caps.now()));
        return args.length ? new SharedDate(...args) : new SharedDate(caps.now());
      }
      SketchDate.now = () => caps.now();
      SketchDate.parse = SharedDate.parse;
      SketchDate.UTC = SharedDate.UTC;
      SketchDate.prototype = SharedDate.prototype;
      const today = () => new SharedDate(caps.now());
      return harden({
        createVector, Vector, shuffle, Date: SketchDate,
        second: () => today().getUTCSeconds(), minute: () => today().getUTCMinutes(), hour: () => today().getUTCHours(),
        day: () => today().getUTCDate(), month: () => today().getUTCMonth() + 1, year: () => today().getUTCFullYear(),
      });
    }
    const PRELUDE_NAMES = ["createVector", "p5", "shuffle", "Date", "second", "minute", "hour", "day", "month", "year"];
    const values = config.values || {};
    const inertNames = new Set(config.inert || []);

    const endowments = {};
    const fromPrelude = [];  // defined once the compartment exists
    for (const name of [...config.globals, ...inertNames, ...Object.keys(values)]) {
      if (PRELUDE_NAMES.includes(name)) fromPrelude.push(name);
      else if (inertNames.has(name)) endowments[name] = inert;
      else if (name in values) endowments[name] = values[name];
      else if (name in special) endowments[name] = special[name];
      else if (name === "width" || name === "height") endowments[name] = size;
      else if (name === "frameCount") continue;  // an accessor, defined on the compartment below
      else if (name === "Math") {
        // The compartment's own Math has no random(); this one shares p5's seeded generator.
        const m = {};
        for (const k of Object.getOwnPropertyNames(Math)) m[k] = Math[k];
        m.random = () => Math.random();
        endowments.Math = m;
      } else if (typeof proto[name] === "function") endowments[name] = p5Call(name);
      else if (proto[name] !== undefined && typeof proto[name] !== "object") endowments[name] = proto[name];
      else throw new Error(`harness: no endowment for ${name}`);
    }

    // --- the brush facade: only the allowed methods, counted where the sketch cannot reach the count.
    const facade = {};
    const stateOnly = new Set(config.brushStateOnly || []);
    // Where a shape lands: its points mapped through p5's model matrix as p5.brush maps them (its affine
    // part, the origin moved from the middle of a WEBGL canvas to its corner), so the length term counts
    // only calls that reached the sheet (rewards.sheet_calls). A shape whose box misses the sheet paints
    // nothing; circle and beginShape ... endShape are tracked, other painting methods count as on it.
    const toSheet = (x, y) => {
      const m = pInst()._renderer.uModelMatrix.mat4, w = frame.canvas.width, h = frame.canvas.height;
      return [m[0] * x + m[4] * y + m[12] + w / 2, m[1] * x + m[5] * y + m[13] + h / 2, Math.hypot(m[0], m[1])];
    };
    const missesSheet = (x0, y0, x1, y1) =>
      !(x1 >= 0 && y1 >= 0 && x0 <= frame.canvas.width && y0 <= frame.canvas.height);  // NaN misses too
    let shapeBox = null;  // [x0, y0, x1, y1] of the vertices since brush.beginShape
    const footprint = {
      beginShape: () => { shapeBox = [Infinity, Infinity, -Infinity, -Infinity]; return false; },
      vertex: (args) => {
        const [x, y] = toSheet(Number(args[0]), Number(args[1]));
        if (shapeBox) shapeBox = [Math.min(shapeBox[0], x), Math.min(shapeBox[1], y), Math.max(shapeBox[2], x), Math.max(shapeBox[3], y)];
        return false;
      },
      endShape: () => { const box = shapeBox; shapeBox = null; return !box || missesSheet(...box); },
      circle: (args) => {
        const [x, y, scale] = toSheet(Number(args[0]), Number(args[1])), r = Math.abs(Number(args[2])) * scale;
        return missesSheet(x - r, y - r, x + r, y + r);
      },
    };
    for (const name of config.brushMethods) {
      const method = brushLib[name];
      if (typeof method !== "function") throw new Error(`harness: p5.brush has no method ${name}`);
      facade[name] = call((args) => {
        // Any call but those that only set how paint goes down may leave paint, even one that throws
        // part-way: background() after it is refused (fail closed).
        if (!stateOnly.has(name)) frame.painted = true;
        let off = false;
        try { off = footprint[name] ? footprint[name](args) : false; } catch (e) { off = false; }
        const shows = paintShows(name);
        const r = method.apply(brushLib, args);
        brushCalls[name] = (brushCalls[name] || 0) + 1;  // counted once it has run without error
        if (off) offSheet[name] = (offSheet[name] || 0) + 1;
        else if (!shows) unseen[name] = (unseen[name] || 0) + 1;
        notePaintState(name, args);
        return r;
      });
    }
    // Calls p5.brush's own examples make that have nothing to do in this page (brush.load() with no
    // argument binds p5.brush to the canvas it is already bound to): accepted, no effect.
    for (const name of config.brushInert || []) facade[name] = inert;
    // Reading a name the facade lacks is noted here, whether or not the sketch catches the TypeError.
    const brushAbsent = new Proxy(Object.freeze(Object.create(null)), {
      get(_, key) {
        if (typeof key === "string") noteAbsent("brush", key);
        return undefined;
      },
    });
    endowments.brush = Object.setPrototypeOf(facade, brushAbsent);
    harden(endowments);

    const compartment = new Compartment({ globals: endowments, __options__: true });
    const world = compartment.globalThis;
    // The compartment's evaluators are confined, but a painting has no use for them at all.
    for (const name of ["eval", "Function", "Compartment"]) {
      try { delete world[name]; } catch (e) { /* kept: confined either way */ }
    }
    // p5 moves this one on as frames pass, so it is read at each use rather than copied.
    if (config.globals.includes("frameCount")) {
      Object.defineProperty(world, "frameCount", { get: () => pInst() ? pInst().frameCount : 0 });
    }
    if (fromPrelude.length) {
      const helpers = harden(compartment.evaluate(`(${prelude})`)({ now: () => Date.now() }));
      // `p5` holds p5.Vector and the friendly-errors switch sketches flip; reading anything else on
      // it (p5.instance, p5.prototype) is noted as an absent name, like a free one. `new p5(sketch)`
      // (instance mode) hands the sketch an instance that is this world seen as an object:
      // p.createCanvas is createCanvas, and p.setup and p.draw are the entry points.
      const p5Fields = { Vector: helpers.Vector, disableFriendlyErrors: false };
      const p5Namespace = new Proxy(function p5() {}, {
        construct(_, [sketch]) {
          if (typeof sketch !== "function") throw new TypeError("p5 is used as new p5(sketch), sketch a function of the instance");
          if (frame.instance) throw new TypeError("one p5 instance per sketch");
          frame.instance = Object.create(world);
          sketch(frame.instance);
          return frame.instance;
        },
        apply() { throw new TypeError("p5 is used as new p5(sketch)"); },
        get(_, key) {
          if (key === "Vector" || key === "disableFriendlyErrors") return p5Fields[key];
          if (typeof key === "string") noteAbsent("globals", `p5.${key}`);
          return undefined;
        },
        set(_, key, value) {
          if (key !== "disableFriendlyErrors") return false;
          p5Fields.disableFriendlyErrors = value;
          return true;
        },
        has(_, key) { return key === "Vector" || key === "disableFriendlyErrors"; },
        defineProperty() { return false; },
        deleteProperty() { return false; },
        setPrototypeOf() { return false; },
      });
      for (const name of fromPrelude) {
        const value = name === "p5" ? p5Namespace : helpers[name];
        Object.defineProperty(world, name, { value, writable: true, enumerable: false, configurable: false });
      }
    }
    // A free name the world lacks resolves to undefined, as SES does, but passes here first. The
    // compartment's global object inherits from this proxy, so every such lookup is seen (a name
    // the sketch declares itself is resolved before it gets here; setup and draw are looked up by
    // us). Reading it is noted; rewards.py decides whether that was a use or a presence test. An
    // assignment to it makes a sloppy global, kept in this closure: the sketch's own variable, as
    // the p5 editor allows. The global is then made non-extensible, so the sketch cannot swap the
    // proxy out.
    const sloppy = new Map();
    frame.sloppy = sloppy;
    const inherited = Object.freeze(Object.create(Object.getPrototypeOf(world)));
    Object.setPrototypeOf(world, new Proxy(inherited, {
      has(target, key) { return typeof key === "string" || Reflect.has(target, key); },
      get(target, key, receiver) {
        if (typeof key !== "string" || Reflect.has(target, key)) return Reflect.get(target, key, receiver);
        if (sloppy.has(key)) return sloppy.get(key);
        if (key !== "setup" && key !== "draw") noteAbsent("globals", key);
        return undefined;
      },
      set(target, key, value, receiver) {
        if (typeof key !== "string" || Reflect.has(target, key)) return false;
        if (receiver !== world) {  // an object that inherits from the world: the p5 instance's p.setup = ...
          return Reflect.defineProperty(receiver, key, { value, writable: true, enumerable: true, configurable: true });
        }
        sloppy.set(key, value);
        return true;
      },
    }));
    Object.preventExtensions(world);

    const source = JSON.parse(document.getElementById("wc-sketch").textContent);
    const sketchError = (e) => {
      let name = "Error", message = "";
      try { name = String(e && e.name); message = String(e && e.message !== undefined ? e.message : e); } catch (_) { /* a hostile error */ }
      noteError(name, message);
    };
    let entry;
    try {
      // Top-level declarations stay inside the evaluation; its completion value hands us the two entry points.
      entry = compartment.evaluate(
        source + "\n;({ setup: typeof setup === 'function' ? setup : undefined," +
        " draw: typeof draw === 'function' ? draw : undefined })",
        // Comments reach this point blanked (rewards.py); a word in a string must not decide a
        // verdict either. SES's import test rewrites `import(` in a string to `__import__(`, which
        // changes only that string (code calling it calls an absent name), and its direct-eval
        // test guards compatibility, not safety: the compartment has no eval at all.
        { __evadeHtmlCommentTest__: true, __evadeImportExpressionTest__: true, __rejectSomeDirectEvalExpressions__: false });
    } catch (e) {
      sketchError(e);
      h.finish("error");
      return;
    } finally {
      frame.sandboxMs = h.realNow() - t0;  // lockdown, the endowments, the compartment, the evaluation
    }
    const entries = frame.instance || entry;
    const userSetup = entries && entries.setup;
    const userDraw = entries && entries.draw;
    if (typeof userSetup !== "function") { note("missing_setup", "no setup() function"); h.finish("error"); return; }

    // p5 (global mode) finds these on window at load; only the sketch's own functions run inside them.
    const afterSetup = () => {
      proto.noLoop.call(pInst());  // one frame, always: the reward is a still picture
      if (typeof userDraw !== "function") h.frameReturned("postsetup");
    };
    window.setup = function () {
      let r;
      try { r = userSetup.call(undefined); } catch (e) { sketchError(e); h.finish("error"); return; }
      if (r && typeof r.then === "function") {
        return Promise.resolve(r).then(afterSetup, (e) => { sketchError(e); h.finish("error"); });
      }
      afterSetup();
    };
    if (typeof userDraw === "function") {
      window.draw = function () {
        if (h.finished()) return;  // setup failed: the frame is already reported
        try { userDraw.call(undefined); } catch (e) { sketchError(e); h.finish("error"); return; }
        h.frameReturned("postdraw");
      };
    }
  }
})();
