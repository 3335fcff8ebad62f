// The in-page half of the painter (renderer.py holds the other half).
//
// The document that renderer.py serves for one render loads, in order:
//   harness.js?phase=boot     seeded randomness, locked stack traces, the __wc handle
//   p5.min.js
//   harness.js?phase=addon    count p5.brush's lifecycle hooks as brush work
//   p5.brush.js
//   harness.js?phase=guard    instrument p5, p5.brush, the canvases and the DOM
//   /s/<token>.js             the sketch, untouched
//   harness.js?phase=start    wrap setup/draw, force a single frame, resolve __wc.done
//
// The rule the guards enforce: every mark on a canvas must be made by p5.brush. A drawing call
// counts as the sketch's own when p5.brush is not running (brushDepth == 0), no allowed p5 call
// is running (allowDepth == 0: background, clear, createCanvas) and a frame of the sketch's script
// is on the JavaScript stack. That catches the forbidden things however they are spelled
// (window["el"+"lipse"], this.rect, p5.instance.text, drawingContext, setTimeout callbacks),
// because it looks at who is calling, not at names. Network access is stopped by the browser
// (CSP header, request interception); the violation events only make it visible in the verdict.
(function () {
  "use strict";
  const script = document.currentScript;
  const phase = new URL(script.src).searchParams.get("phase");

  if (phase === "boot") {
    const cfg = script.dataset;
    const sketchPath = cfg.sketch;
    const allowed = cfg.allowed ? new Set(cfg.allowed.split(",")) : null;
    const maxRecords = 50;

    // --- determinism: one seeded generator for Math.random and crypto, installed before p5 and
    // p5.brush evaluate (p5.brush draws its own PRNG seeds from Math.random at load time).
    let s0 = 0x9e3779b9, s1 = 0x243f6a88, s2 = 0xb7e15162, s3 = (Number(cfg.seed) >>> 0) ^ 0x5bd1e995;
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
    const getRandomValues = function (arr) {
      const bytes = new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength);
      for (let i = 0; i < bytes.length; i++) bytes[i] = (sfc32() * 256) | 0;
      return arr;
    };
    Object.defineProperty(Crypto.prototype, "getRandomValues", { value: getRandomValues });
    Object.defineProperty(Crypto.prototype, "randomUUID", { value: undefined });
    // A clock that only moves when read keeps millis()-driven sketches reproducible.
    let clock = 0;
    const now = () => (clock += 1);
    Object.defineProperty(Performance.prototype, "now", { value: now });
    Date.now = () => 1767225600000 + now();

    // --- stack traces are how we tell the sketch's calls from the libraries'; lock them so the
    // sketch cannot shorten or rewrite them.
    Object.defineProperty(Error, "stackTraceLimit", { value: 200, writable: false, configurable: false });
    Object.defineProperty(Error, "prepareStackTrace", { value: undefined, writable: false, configurable: false });
    const stackOf = () => String(new Error().stack);
    const sketchOnStack = () => stackOf().includes(sketchPath);

    // --- what the render reports back.
    const violations = [];
    const errors = [];
    let started = false;  // set once the sketch's script has run: errors before it are load errors
    const brushCalls = Object.create(null);
    const seen = new Set();
    const note = (code, detail) => {
      const key = code + ":" + detail;
      if (seen.has(key) || violations.length >= maxRecords) return;
      seen.add(key);
      violations.push({ code, detail: String(detail).slice(0, 200) });
    };
    const noteError = (message) => {
      if (errors.length < maxRecords) errors.push(String(message).slice(0, 300));
    };
    window.addEventListener("error", (e) => {
      const msg = e.message || (e.error && e.error.message) || "error";
      if (e.filename && e.filename.includes(sketchPath) && /SyntaxError/.test(msg)) note("syntax_error", msg);
      noteError(msg);
      // p5 stops at an uncaught error (in setup, or in p5.brush's hooks); without this the render
      // would sit until its deadline. finish() is a no-op once the frame has been reported.
      if (started) finish("error");
    }, true);
    window.addEventListener("unhandledrejection", (e) => {
      noteError((e.reason && (e.reason.stack || e.reason.message)) || String(e.reason));
      if (started) finish("error");
    }, true);
    window.addEventListener("securitypolicyviolation", (e) => {
      const what = e.blockedURI || "";
      const code = what === "eval" || what === "inline" ? "dynamic_code" : "network_access";
      note(code, `${e.effectiveDirective} blocked ${what}`);
    }, true);

    // --- depth counters: who is drawing right now.
    let brushDepth = 0;
    let allowDepth = 0;
    const asBrush = (fn) => function () {
      brushDepth++;
      try { return fn.apply(this, arguments); } finally { brushDepth--; }
    };
    const asAllowed = (fn) => function () {
      allowDepth++;
      try { return fn.apply(this, arguments); } finally { allowDepth--; }
    };
    // Called from instrumented primitives: true if this call is the sketch drawing on its own.
    const bySketch = () => brushDepth === 0 && allowDepth === 0 && sketchOnStack();
    const forbid = (obj, name, code) => {
      const orig = obj && obj[name];
      if (typeof orig !== "function") return;
      Object.defineProperty(obj, name, {
        configurable: true, writable: true,
        value: function () {
          if (bySketch()) note(code, name);
          return orig.apply(this, arguments);
        },
      });
    };
    const forbidSetter = (proto, name, code) => {
      const d = Object.getOwnPropertyDescriptor(proto, name);
      if (!d || !d.set) return;
      Object.defineProperty(proto, name, {
        configurable: true, get: d.get,
        set: function (v) { if (bySketch()) note(code, name); return d.set.call(this, v); },
      });
    };

    // The lowest level: any pixel written to any canvas passes through one of these.
    for (const proto of [CanvasRenderingContext2D.prototype, OffscreenCanvasRenderingContext2D.prototype]) {
      for (const name of ["fill", "stroke", "fillRect", "strokeRect", "putImageData"]) forbid(proto, name, "bare_primitive");
      for (const name of ["fillText", "strokeText"]) forbid(proto, name, "text_label");
      forbid(proto, "drawImage", "image_use");
    }
    for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      for (const name of ["drawArrays", "drawElements", "drawArraysInstanced", "drawElementsInstanced",
        "drawRangeElements", "clear", "texImage2D", "texSubImage2D", "texImage3D", "copyTexImage2D", "blitFramebuffer"]) {
        forbid(proto, name, "bare_primitive");
      }
    }
    // The page itself: no new elements, no markup, no windows.
    forbid(Document.prototype, "createElement", "dom_access");
    forbid(Document.prototype, "createElementNS", "dom_access");
    forbid(Document.prototype, "write", "dom_access");
    forbid(Document.prototype, "writeln", "dom_access");
    for (const name of ["appendChild", "insertBefore", "replaceChild"]) forbid(Node.prototype, name, "dom_access");
    for (const name of ["append", "prepend", "after", "before", "replaceWith", "insertAdjacentHTML",
      "insertAdjacentElement", "setHTMLUnsafe", "attachShadow"]) forbid(Element.prototype, name, "dom_access");
    forbidSetter(Element.prototype, "innerHTML", "dom_access");
    forbidSetter(Element.prototype, "outerHTML", "dom_access");
    forbid(HTMLCanvasElement.prototype, "getContext", "second_canvas");
    forbid(HTMLCanvasElement.prototype, "transferControlToOffscreen", "second_canvas");
    window.open = function () { note("network_access", "window.open"); return null; };
    for (const name of ["Worker", "SharedWorker"]) {
      const Original = window[name];
      Object.defineProperty(window, name, {
        value: function () { note("network_access", name); return new Original(...arguments); },
        writable: false, configurable: false,
      });
    }
    for (const name of ["RTCPeerConnection", "webkitRTCPeerConnection", "RTCDataChannel"]) {
      Object.defineProperty(window, name, { value: undefined, writable: false, configurable: false });
    }

    // Originals the capture needs, taken before any sketch code can replace them.
    const toDataURL = HTMLCanvasElement.prototype.toDataURL;
    const readPixels = WebGL2RenderingContext.prototype.readPixels;
    let mainCanvas = null;
    let createCanvasCalls = 0;

    let resolveDone;
    const done = new Promise((resolve) => { resolveDone = resolve; });
    // p5.brush lays its last strokes in its postdraw (or, with no draw, postsetup) hook, which p5 may
    // call after an await: the frame is done when that hook has run, not when draw() returns.
    let brushHooks = false;
    let awaiting = null;
    const frameReturned = (hook) => {
      if (!brushHooks) { finish("ok"); return; }
      awaiting = hook;
      setTimeout(() => finish("ok"), 2000);  // a hook p5 never calls must not cost the whole deadline
    };
    let finished = false;
    const finish = (status) => {
      if (finished) return;
      finished = true;
      // The brush flush has run (frameReturned); wait for the GL backlog before reporting completion.
      setTimeout(() => {
        try {
          const gl = mainCanvas && mainCanvas.getContext && mainCanvas.__wcGL;
          if (gl) readPixels.call(gl, 0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
        } catch (e) { /* a lost context shows up as a blank capture */ }
        resolveDone(status);
      }, 0);
    };

    const phasesRun = new Set();
    const calledFrom = (name) => {
      const cur = document.currentScript;
      if (!cur || !cur.src.includes("phase=" + name) || phasesRun.has(name)) return false;
      phasesRun.add(name);
      return true;
    };
    const api = {
      done,
      // Only the harness's own scripts may advance the phases; the sketch runs between them.
      addon() {
        if (!calledFrom("addon")) return;
        const register = p5.registerAddon;
        p5.registerAddon = function (addon) {
          return register.call(this, function (p5ns, fn, lifecycles) {
            addon(p5ns, fn, lifecycles);
            for (const k of Object.keys(lifecycles)) {
              const hook = asBrush(lifecycles[k]);
              lifecycles[k] = function () {
                const r = hook.apply(this, arguments);
                if (k === awaiting) {
                  if (r && typeof r.then === "function") r.then(() => finish("ok"), () => finish("ok"));
                  else finish("ok");
                }
                return r;
              };
            }
            brushHooks = "postdraw" in lifecycles && "postsetup" in lifecycles;
            // p5.brush patches these to keep its own state in step; that bookkeeping is brush work.
            for (const k of ["push", "pop", "randomSeed", "noiseSeed"]) {
              if (typeof fn[k] === "function") fn[k] = asBrush(fn[k]);
            }
          });
        };
      },
      guard() {
        if (!calledFrom("guard")) return;
        const fn = p5.prototype;
        // p5 functions the skeleton needs that draw: the background and the canvas itself.
        for (const name of ["background", "clear"]) if (typeof fn[name] === "function") fn[name] = asAllowed(fn[name]);
        const createCanvas = fn.createCanvas;
        fn.createCanvas = function (w, h, renderer, ...rest) {
          const sketch = sketchOnStack();
          if (sketch && renderer !== this.WEBGL && renderer !== "webgl") note("not_webgl", String(renderer));
          let out;
          allowDepth++;
          try {
            // The canvas size is pinned: a bigger canvas is only a slower render of the same reward.
            out = sketch ? createCanvas.call(this, 600, 600, renderer, ...rest) : createCanvas.apply(this, arguments);
          } finally { allowDepth--; }
          if (sketch) {
            createCanvasCalls++;
            if (createCanvasCalls > 1) note("second_canvas", "createCanvas called again");
            mainCanvas = (this._renderer && this._renderer.canvas) || (out && out.elt) || null;
            if (mainCanvas && this._renderer && this._renderer.GL) mainCanvas.__wcGL = this._renderer.GL;
          }
          return out;
        };
        const pixelDensity = fn.pixelDensity;
        fn.pixelDensity = function (v) {
          return v === undefined ? pixelDensity.call(this) : pixelDensity.call(this, 1);
        };
        const groups = {
          bare_primitive: ["arc", "bezier", "circle", "curve", "ellipse", "line", "point", "quad", "rect", "square",
            "triangle", "beginShape", "endShape", "vertex", "bezierVertex", "curveVertex", "quadraticVertex",
            "splineVertex", "beginContour", "endContour", "plane", "box", "sphere", "cylinder", "cone", "ellipsoid",
            "torus", "model", "set", "updatePixels", "filter", "spline", "shader"],
          text_label: ["text", "textFont", "textToPoints", "textToContours", "textToModel"],
          image_use: ["image", "texture", "createImage", "loadImage", "createImg", "copy", "blend", "saveCanvas"],
          second_canvas: ["createGraphics", "createFramebuffer", "resizeCanvas", "noCanvas"],
          dom_access: ["createDiv", "createP", "createSpan", "createA", "createButton", "createInput", "createSelect",
            "createElement", "createCapture", "createVideo", "createAudio", "select", "selectAll"],
          network_access: ["loadJSON", "loadStrings", "loadBytes", "loadTable", "loadXML", "loadFont", "loadModel",
            "loadShader", "loadBlob", "httpGet", "httpPost", "httpDo"],
        };
        for (const [code, names] of Object.entries(groups)) for (const name of names) forbid(fn, name, code);

        // Every exported brush function: count it, hold brushDepth while it runs, and enforce the domain
        // allow-list on calls coming from outside p5.brush. Callbacks handed to p5.brush run as the sketch.
        const wrapped = {};
        for (const [name, value] of Object.entries(window.brush)) {
          if (typeof value !== "function" || /^[A-Z]/.test(name)) { wrapped[name] = value; continue; }
          wrapped[name] = function () {
            if (brushDepth === 0) {
              brushCalls[name] = (brushCalls[name] || 0) + 1;
              if (allowed && !allowed.has(name)) note("brush_method_not_allowed", name);
            }
            const args = Array.from(arguments, (a) => typeof a === "function" ? function () {
              const saved = brushDepth; brushDepth = 0;
              try { return a.apply(this, arguments); } finally { brushDepth = saved; }
            } : a);
            brushDepth++;
            try { return value.apply(this, args); } finally { brushDepth--; }
          };
        }
        Object.defineProperty(window, "brush", { value: Object.freeze(wrapped), writable: false, configurable: false });
      },
      start() {
        if (!calledFrom("start")) return;
        started = true;
        const userSetup = window.setup;
        const userDraw = window.draw;
        const afterSetup = () => {
          // One frame, always: the reward is a still picture, and a looping sketch would keep adding paint.
          if (typeof window.noLoop === "function") window.noLoop();
          if (typeof userDraw !== "function") frameReturned("postsetup");
        };
        if (typeof userSetup !== "function") { note("missing_setup", "no setup() reached p5"); finish("error"); return; }
        window.setup = function () {
          let r;
          try { r = userSetup.apply(this, arguments); } catch (e) { noteError(e && (e.stack || e.message)); finish("error"); throw e; }
          if (r && typeof r.then === "function") {
            return r.then((v) => { afterSetup(); return v; },
              (e) => { noteError(e && (e.stack || e.message)); finish("error"); throw e; });
          }
          afterSetup();
          return r;
        };
        if (typeof userDraw === "function") {
          window.draw = function () {
            let r;
            try { r = userDraw.apply(this, arguments); } catch (e) { noteError(e && (e.stack || e.message)); finish("error"); throw e; }
            frameReturned("postdraw");
            return r;
          };
        }
      },
      capture() {
        let png = null;
        if (mainCanvas) {
          try { png = toDataURL.call(mainCanvas, "image/png"); } catch (e) { noteError("capture: " + e.message); }
        }
        return {
          png,
          width: mainCanvas ? mainCanvas.width : 0,
          height: mainCanvas ? mainCanvas.height : 0,
          violations, errors, brushCalls: Object.assign({}, brushCalls),
        };
      },
    };
    Object.defineProperty(window, "__wc", { value: Object.freeze(api), writable: false, configurable: false });
    return;
  }
  const api = window.__wc;
  if (phase === "addon") api.addon();
  else if (phase === "guard") api.guard();
  else if (phase === "start") api.start();
})();
