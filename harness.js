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
    const violations = [];
    const errors = [];  // [{name, message}]: uncaught errors of the sketch, classified by rewards.py
    const brushCalls = Object.create(null);  // completed facade calls, by method
    // Names the sketch reached for that its world lacks: free globals, and properties of `brush`.
    // rewards.py decides which violation each is.
    const absent = { globals: [], brush: [] };
    const noteAbsent = (kind, name) => {
      const list = absent[kind], shown = String(name).slice(0, 80);  // compared as recorded
      if (list.length < maxRecords && !list.includes(shown)) list.push(shown);
    };
    const seen = new Set();
    const note = (code, detail) => {
      const key = code + ":" + detail;
      if (seen.has(key) || violations.length >= maxRecords) return;
      seen.add(key);
      violations.push({ code, detail: String(detail).slice(0, 200) });
    };
    const noteError = (name, message) => {
      if (errors.length < maxRecords) errors.push({ name: String(name).slice(0, 40), message: String(message).slice(0, 300) });
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
    const later = window.setTimeout.bind(window);
    const frame = { canvas: null, gl: null, brushHooks: false, awaiting: null, sandboxMs: null };

    let finished = false;
    function finish(status) {
      if (finished) return;
      finished = true;
      // p5.brush has flushed (see addon); drain the GL queue so the capture holds every stroke.
      later(() => {
        let png = null;
        try {
          if (frame.gl) readPixels.call(frame.gl, 0, 0, 1, 1, frame.gl.RGBA, frame.gl.UNSIGNED_BYTE, new Uint8Array(4));
          if (frame.canvas) png = toDataURL.call(frame.canvas, "image/png");
        } catch (e) { noteError("CaptureError", e && e.message); }
        const report = {
          token: config.token, status, png, violations, errors, brushCalls, absent, sandboxMs: frame.sandboxMs,
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
      config, note, noteError, noteAbsent, brushCalls, frame, finish, frameReturned, realNow,
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
    const { config, note, noteError, noteAbsent, brushCalls, frame } = h;
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
      }),
      // The paper: always the whole sheet, in one colour (p5 would also take an image here).
      background: call((args) => {
        if (!args.every((a) => typeof a === "number" || typeof a === "string" || a instanceof p5.Color)) {
          throw new TypeError("background() takes a colour: numbers, a colour string or color()");
        }
        const gl = frame.gl;
        if (gl) { gl.disable(gl.SCISSOR_TEST); gl.disable(gl.STENCIL_TEST); }
        proto.background.apply(pInst(), args);
      }),
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
      console: { log() {}, info() {}, warn() {}, error() {}, debug() {} },
      Float32Array, Float64Array,
    };
    const endowments = {};
    for (const name of config.globals) {
      if (name in special) endowments[name] = special[name];
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
    for (const name of config.brushMethods) {
      const method = brushLib[name];
      if (typeof method !== "function") throw new Error(`harness: p5.brush has no method ${name}`);
      facade[name] = call((args) => {
        const r = method.apply(brushLib, args);
        brushCalls[name] = (brushCalls[name] || 0) + 1;  // counted once it has run without error
        return r;
      });
    }
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
    // SES resolves a free name the world lacks to undefined. The compartment's global object
    // inherits from this proxy, so every such lookup passes here first and is noted (a name the
    // sketch declares itself is resolved before it gets here; setup and draw are looked up by us).
    // The global is then made non-extensible, so the sketch cannot swap the proxy out.
    const inherited = Object.freeze(Object.create(Object.getPrototypeOf(world)));
    Object.setPrototypeOf(world, new Proxy(inherited, {
      has(target, key) {
        const present = Reflect.has(target, key);
        if (!present && typeof key === "string" && key !== "setup" && key !== "draw") noteAbsent("globals", key);
        return present;
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
        { __evadeHtmlCommentTest__: true });
    } catch (e) {
      sketchError(e);
      h.finish("error");
      return;
    } finally {
      frame.sandboxMs = h.realNow() - t0;  // lockdown, the endowments, the compartment, the evaluation
    }
    const userSetup = entry && entry.setup;
    const userDraw = entry && entry.draw;
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
