// The page's side of the game: the Emscripten Module settings and the
// window.contractRummy API that tests and embedding hosts use.
//
//   await contractRummy.ready
//   contractRummy.state()        -> the human seat's view (phase, round, contract, hand, table, scores, ...)
//   contractRummy.act(action)    -> {ok, reason}   (action: the engine's action JSON, object or string)
//   contractRummy.hint()         -> {action, explanation, label, ready, source} or null when it is not the human's decision;
//                                   ready: false while the hint's search (in the bots' worker) runs: then it is the
//                                   baseline level's quick suggestion (source "baseline"), the search's once ready
//   contractRummy.hintAsync(ms)  -> a promise of the hint once ready (or, after ms, default 5000, what hint() gives)
//   contractRummy.newGame({variant, players, seed, level, levels, humans}) -> {ok, reason}
//   contractRummy.settings({bots, animation})       -> the settings ("slow" | "normal" | "fast" | "instant")
//   contractRummy.demo({id}) / demo({restart: true}) / demo({step: "back"|"next"|"show"}) -> {ok, reason}:
//                                   play a rule demo (assets/demos/<id>.json), a lesson's steps
//   contractRummy.loadProgress   -> {loaded, total} bytes of game.wasm and game.data while they download
//   contractRummy.page()         -> {embed, origin, demo, saving, warnings}
//   contractRummy.houseRules({op, ...}) -> {ok, reason, ...}: the player's house rule sets
//       (op list -> sets; save {rules}; import {code}; share {name} -> code, url;
//        rename {name, to}; duplicate {name}; delete {name})
//   contractRummy.replay()       -> on the Replay screen {step, steps, seed, variant, seats: [{name, level,
//                                   hand (card ids), faces}], melds, action, action_text}, else null;
//                                   state().replay_code is the finished game's code (?replay=CODE opens it)
// URL parameters (validated by the game, src/app/page_options.hpp): variant,
// players, seed, level, bots, animation (speeds for this page only, not
// saved), embed=1, demo=<id>, origin=<host origin>, rules=<shared house
// rules: base64url of a merge patch over a shipped rule set, checked by the
// engine's loader; a refused one is reported on screen>, replay=<a game's replay code: played again
// by the engine, a refused one reported on the home screen>; ?sw=0 skips the service
// worker. With origin=..., a host page on that origin drives the game by
// postMessage (web/EMBEDDING.md); messages from any other origin are ignored.
// Once the game is ready, a service worker (sw.js) is registered so the site
// works offline and can be installed; contractRummy.offline resolves when it
// controls the page (or to false when there is none).
(function () {
  'use strict';
  let resolveReady, rejectReady;
  const ready = new Promise((resolve, reject) => { resolveReady = resolve; rejectReady = reject; });
  const loading = document.getElementById('loading');
  const canvas = document.getElementById('canvas');
  const api = { ready };
  window.contractRummy = api;

  function fail(message) {
    loading.textContent = 'The game could not start: ' + message;
    loading.classList.add('error');
    loading.classList.remove('hidden');
    rejectReady(new Error(message));
  }

  // Download progress (slow networks): game.wasm and game.data are fetched
  // here, from the start (fetches, not preloads in index.html: a preload
  // holds back the page's load event until the whole file is in), counting
  // their bytes. The loading text shows the megabytes, and the share once
  // both sizes are known.
  const base = document.currentScript ? document.currentScript.src : window.location.href;
  const progress = { wasm: [0, 0], data: [0, 0] };
  function showProgress() {
    if (loading.classList.contains('error')) return;
    const loaded = progress.wasm[0] + progress.data[0];
    const total = progress.wasm[1] + progress.data[1];
    api.loadProgress = { loaded, total };
    const mb = (n) => (n / 1048576).toFixed(1);
    loading.textContent = progress.wasm[1] > 0 && progress.data[1] > 0 && total >= loaded
      ? `Loading the game\u2026 ${Math.floor((100 * loaded) / total)}% (${mb(loaded)} of ${mb(total)} MB)`
      : `Loading the game\u2026 ${mb(loaded)} MB`;
  }
  // A file's bytes; with `report`, counted while they arrive.
  async function fetchBytes(url, report) {
    const res = await fetch(url, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    if (!report || !res.body || !res.body.getReader) {
      const whole = await res.arrayBuffer();
      if (report) report(whole.byteLength, whole.byteLength);
      return whole;
    }
    // A compressed response's length is not the bytes the reader counts.
    const total = res.headers.get('content-encoding') ? 0 : Number(res.headers.get('content-length')) || 0;
    const reader = res.body.getReader();
    const chunks = [];
    let loaded = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.length;
      report(loaded, total);
    }
    const bytes = new Uint8Array(loaded);
    let at = 0;
    for (const c of chunks) { bytes.set(c, at); at += c.length; }
    report(loaded, loaded);
    return bytes.buffer;
  }

  // Both downloads start now. A repeat visit (the service worker serves the
  // files) shows no progress: game.wasm is compiled while it streams, which
  // lets the browser reuse its compiled code.
  const local = !!(navigator.serviceWorker && navigator.serviceWorker.controller && WebAssembly.instantiateStreaming);
  const fileUrl = (name) => new URL(name, base).href;
  const countWasm = () => fetchBytes(fileUrl('game.wasm'), (loaded, total) => { progress.wasm = [loaded, total]; showProgress(); });
  const wasmSource = local ? fetch(fileUrl('game.wasm'), { credentials: 'same-origin' }) : countWasm();
  const dataSource = fetchBytes(fileUrl('game.data'), local ? null : (loaded, total) => { progress.data = [loaded, total]; showProgress(); });
  for (const p of [wasmSource, dataSource]) p.catch(() => {});  // (reported by instantiateWasm)

  // game.data goes to the file system without a download of its own: game.js
  // asks for it at once (Module.getPreloadedPackage) but reads it only when
  // the module is handed over (Emscripten's preRun), so it gets a buffer of
  // the package's size now, filled before the module is handed over.
  let packageBuffer = null;
  function getPreloadedPackage(name, size) {
    packageBuffer = new ArrayBuffer(size);
    return packageBuffer;
  }
  function fillPackage(bytes) {
    if (!packageBuffer) return;
    if (bytes.byteLength !== packageBuffer.byteLength)
      throw new Error(`game.data has ${bytes.byteLength} bytes, game.js expects ${packageBuffer.byteLength}`);
    new Uint8Array(packageBuffer).set(new Uint8Array(bytes));
    packageBuffer = null;
  }
  function instantiateWasm(imports, receive) {
    // Anything wrong with streaming: the counted way.
    const counted = () => (local ? countWasm() : wasmSource).then((bytes) => WebAssembly.instantiate(bytes, imports));
    const instantiated = local ? WebAssembly.instantiateStreaming(wasmSource, imports).catch(counted) : counted();
    Promise.all([instantiated, dataSource])
      .then(([r, data]) => { fillPackage(data); receive(r.instance, r.module); })
      .catch((e) => fail(`the game could not be loaded (${e.message})`));
    return {};
  }

  // The rule demos are not in game.data (a game needs none of them; 49
  // demos would add 16 KB gzipped to every first visit). The demo a page
  // asks for (?demo=<id>) is fetched now, beside game.wasm, and written where
  // the game reads it (/assets/demos/<id>.json) before the game starts; one
  // asked for later (contractRummy.demo, a host's "demo" message) is fetched
  // then. The gallery's list (demos.json) and the aliases say which ids are
  // demos: an id that is neither asks for no file, and the game gives its
  // reason ("There is no demo ...").
  const DEMO_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
  const demoFiles = new Map();  // asked id -> promise of {id, bytes} or null
  const demosAsked = new Set();  // asked ids whose file is written (or that have none)
  function demoIdOf(asked, list, aliases) {
    const ids = new Set(((list && list.demos) || []).map((d) => d && d.id));
    const id = aliases && typeof aliases[asked] === 'string' ? aliases[asked] : asked;
    return DEMO_ID.test(id) && ids.has(id) ? id : null;
  }
  function fetchDemo(asked) {
    if (typeof asked !== 'string' || !DEMO_ID.test(asked)) return Promise.resolve(null);
    if (!demoFiles.has(asked)) {
      const json = (name) => fetch(fileUrl(name), { credentials: 'same-origin' }).then((r) => (r.ok ? r.json() : null));
      demoFiles.set(asked, Promise.all([json('demos.json'), json('demo-aliases.json')])
        .then(([list, aliases]) => {
          const id = demoIdOf(asked, list, aliases);
          return id && fetch(fileUrl(`demos/${id}.json`), { credentials: 'same-origin' })
            .then((r) => (r.ok ? r.arrayBuffer() : null)).then((b) => (b ? { id, bytes: new Uint8Array(b) } : null));
        }).catch(() => null));
    }
    return demoFiles.get(asked);
  }
  // The same without waiting (contractRummy.demo answers at once): a
  // synchronous request, only for a demo not asked for before.
  function fetchDemoNow(asked) {
    if (typeof asked !== 'string' || !DEMO_ID.test(asked)) return null;
    const get = (name) => {
      const r = new XMLHttpRequest();
      try { r.open('GET', fileUrl(name), false); r.send(); } catch (e) { return null; }
      return r.status === 200 ? r.responseText : null;
    };
    const id = demoIdOf(asked, parse(get('demos.json') || 'null'), parse(get('demo-aliases.json') || 'null'));
    const text = id ? get(`demos/${id}.json`) : null;
    return text === null ? null : { id, bytes: new TextEncoder().encode(text) };
  }
  // (only once the game's memory exists: Emscripten's file system copies
  // through it; from the preRun on)
  function writeDemo(asked, found) {
    demosAsked.add(asked);
    if (!found) return;
    const M = window.Module;
    M.FS_createPath('/', 'assets/demos', true, true);
    try {
      M.FS_createDataFile('/assets/demos', `${found.id}.json`, found.bytes, true, true, false);
    } catch (e) { /* written before, under another name it was asked by */ }
  }
  const askedDemo = new URLSearchParams(window.location.search).get('demo');
  if (askedDemo !== null) fetchDemo(askedDemo);
  function loadAskedDemo() {  // (Emscripten's preRun: the game waits for it)
    if (askedDemo === null) return;
    const M = window.Module;
    M.addRunDependency('demo-file');
    fetchDemo(askedDemo).then((found) => writeDemo(askedDemo, found))
      .finally(() => M.removeRunDependency('demo-file'));
  }
  function demoReadyNow(asked) {
    if (typeof asked === 'string' && !demosAsked.has(asked)) writeDemo(asked, fetchDemoNow(asked));
  }

  function parse(text) {
    try { return JSON.parse(text); } catch (e) { return null; }
  }

  let resolveOffline;
  api.offline = new Promise((resolve) => { resolveOffline = resolve; });
  function registerServiceWorker() {
    const params = new URLSearchParams(window.location.search);
    if (!('serviceWorker' in navigator) || !window.isSecureContext || params.get('sw') === '0') {
      resolveOffline(false);
      return;
    }
    const sw = navigator.serviceWorker;
    if (sw.controller) resolveOffline(true);
    else sw.addEventListener('controllerchange', () => resolveOffline(true), { once: true });
    sw.register('sw.js').catch((e) => {
      console.warn('service worker not registered: ' + e.message);
      resolveOffline(false);
    });
  }

  const call = (name, arg) => window.Module.ccall(name, 'string', arg === undefined ? [] : ['string'],
    arg === undefined ? [] : [arg]);
  function bind() {
    const asText = (v) => (typeof v === 'string' ? v : JSON.stringify(v || {}));
    api.state = () => parse(call('cr_api_state'));
    api.act = (action) => parse(call('cr_api_act', asText(action)));
    api.hint = () => parse(call('cr_api_hint'));
    api.hintAsync = (ms) => new Promise((resolve) => {
      const end = performance.now() + (typeof ms === 'number' ? ms : 5000);
      const look = () => {
        const h = api.hint();
        if (!h || h.ready || performance.now() >= end) resolve(h);
        else setTimeout(look, 16);
      };
      look();
    });
    api.newGame = (options) => parse(call('cr_api_new_game', asText(options)));
    api.settings = (values) => parse(call('cr_api_settings', asText(values)));
    api.demo = (options) => {
      demoReadyNow(options && typeof options === 'object' ? options.id : undefined);
      return parse(call('cr_api_demo', asText(options)));
    };
    api.page = () => parse(call('cr_api_page'));
    api.stats = () => parse(call('cr_api_stats'));
    api.sound = () => parse(call('cr_api_sound'));
    api.houseRules = (request) => parse(call('cr_api_house_rules', asText(request)));
    api.replay = () => parse(call('cr_api_replay'));
    // The URL's speeds, level, variant, demo... were applied by the game itself.
    const page = api.page() || {};
    if (page.embed) showFullGameLink();
    if (page.demo_error) showDemoError(page.demo_error);
    if (page.demo || page.embed) startDemoFrame();
    if (page.origin) startHostProtocol(page.origin);
    forgetRulesLink();
  }

  // A `?rules=` link has been taken in (or refused, with the reason on
  // screen): reloading the page then resumes the game instead of taking it
  // in again.
  function forgetRulesLink() {
    try {
      const url = new URL(window.location.href);
      if (!url.searchParams.has('rules')) return;
      url.searchParams.delete('rules');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    } catch (e) { /* the address stays as it is */ }
  }

  // Embedded: a small link to the whole game in its own tab.
  function showFullGameLink() {
    const url = new URL(window.location.href);
    for (const key of ['embed', 'demo', 'origin']) url.searchParams.delete(key);
    const a = document.createElement('a');
    a.id = 'full-game';
    a.href = url.href;
    a.target = '_blank';
    a.rel = 'noopener';
    a.textContent = 'Open the full game \u2197';
    document.body.appendChild(a);
  }

  // A demo keeps a place in its panel for the link (state().ui.demo_panel.badge),
  // so that it covers no card: a short frame has it with the open rule only.
  // Elsewhere (a full game) it stays in its corner.
  let badgeAt = null;
  function placeFullGameLink() {
    const a = document.getElementById('full-game');
    const st = a && api.state ? api.state() : null;
    const panel = st && st.ui ? st.ui.demo_panel : null;
    const b = panel ? panel.badge : null;
    const at = !panel ? 'corner' : b ? [b.x, b.y, b.w, b.h].map(Math.round).join(',') : 'hidden';
    if (!a || at === badgeAt) return;
    badgeAt = at;
    const place = b ? { left: b.x + 'px', top: b.y + 'px', bottom: 'auto', width: b.w + 'px', height: b.h + 'px',
      lineHeight: b.h + 'px', boxSizing: 'border-box', textAlign: 'center', padding: '0' } : {};
    for (const key of ['left', 'top', 'bottom', 'width', 'height', 'lineHeight', 'boxSizing', 'textAlign', 'padding']) a.style[key] = place[key] || '';
    a.hidden = at === 'hidden';
  }

  // A demo that did not start (unknown id, impossible rules=): the reason on the page.
  function showDemoError(reason) {
    const p = document.createElement('p');
    p.id = 'demo-error';
    p.setAttribute('role', 'alert');
    p.textContent = reason;
    document.body.appendChild(p);
  }

  // In a frame: the live region reads the demo's caption, step and verdict;
  // Tab stays inside the frame until Escape lets the next Tab leave it.
  function startDemoFrame() {
    const live = document.createElement('div');
    live.id = 'demo-live';
    live.setAttribute('aria-live', 'polite');
    live.className = 'visually-hidden';
    document.body.appendChild(live);
    let said = '';
    setInterval(() => {
      const d = (api.page() || {}).demo;
      if (!d) return;
      placeFullGameLink();
      const text = [d.title, d.caption, d.step_label, d.verdict ? d.explanation : d.prompt, d.gesture].filter(Boolean).join('. ');
      if (text !== said) { said = text; live.textContent = text; }
    }, 250);
    let released = false;
    window.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') { released = true; return; }
      if (e.key === 'Tab' && !released) { e.preventDefault(); canvas.focus({ preventScroll: true }); }
    }, true);
    canvas.addEventListener('focus', () => { released = false; });
  }

  // The host's requests, by type: a reply, a promise of one, or an error's reason.
  function hostHandlers() {
    return {
      state: () => ({ type: 'state', state: api.state() }),
      act: (m) => (m.action && typeof m.action === 'object' ? Object.assign({ type: 'result' }, api.act(m.action))
        : 'field "action" must be an action object'),
      newGame: (m) => (m.options === undefined || (m.options && typeof m.options === 'object' && !Array.isArray(m.options))
        ? Object.assign({ type: 'result' }, api.newGame(m.options || {})) : 'field "options" must be an object'),
      demo: (m) => (typeof m.demo === 'string'
        ? fetchDemo(m.demo).then((found) => {
          if (!demosAsked.has(m.demo)) writeDemo(m.demo, found);
          return Object.assign({ type: 'result' }, api.demo({ id: m.demo }));
        })
        : m.restart === true ? Object.assign({ type: 'result' }, api.demo({ restart: true }))
          : 'field "demo" must be a demo id (or "restart": true)'),
      hint: () => api.hintAsync().then((hint) => ({ type: 'hint', hint })),
      step: (m) => (m.go === 'back' || m.go === 'next' || m.go === 'show'
        ? Object.assign({ type: 'result' }, api.demo({ step: m.go }))
        : 'field "go" must be "back", "next" or "show"'),
    };
  }

  // The postMessage protocol (web/EMBEDDING.md): version 1.
  const PROTOCOL = 1;
  function startHostProtocol(origin) {
    const host = window.parent !== window ? window.parent : window.opener;
    if (!host) return;
    // A parent on another origin than the named one hears nothing (where the
    // browser tells us; elsewhere postMessage's target origin drops it).
    const ancestors = window.location.ancestorOrigins;
    if (window.parent !== window && ancestors && ancestors.length && ancestors[0] !== origin) {
      console.warn('origin=' + origin + ' is not the embedding page (' + ancestors[0] + '): messages are off');
      return;
    }
    const post = (msg) => host.postMessage(Object.assign({ protocol: PROTOCOL, source: 'contract-rummy' }, msg), origin);
    const reply = (request, msg) => post(Object.assign({ id: request && request.id !== undefined ? request.id : null }, msg));
    const error = (request, reason) => reply(request, { type: 'error', reason });
    let lastDemo = JSON.stringify((api.page() || {}).demo || null);
    function flush() {
      const events = parse(call('cr_api_events')) || [];
      for (const event of events) {
        post({ type: 'event', event });
        if (event.type === 'hand_ended' || event.type === 'game_over') {
          const st = api.state() || {};
          if (event.type === 'hand_ended') post({ type: 'roundOver', round: st.round, scores: st.scores, names: st.names });
          else post({ type: 'gameOver', standings: st.standings, scores: st.scores, names: st.names });
        }
      }
      const demo = JSON.stringify((api.page() || {}).demo || null);
      if (demo !== lastDemo) {
        const before = parse(lastDemo);
        lastDemo = demo;
        const now = JSON.parse(demo);
        post({ type: 'demo', demo: now });
        if (now && (!before || before.step !== now.step || before.id !== now.id))
          post({ type: 'step', step: now.step, steps: now.steps, label: now.step_label, prompt: now.prompt, done: now.done });
      }
      resize();
    }
    const handlers = hostHandlers();
    // Auto-resize: the frame's preferred height, when it changes.
    let lastHeight = 0;
    function resize() {
      const d = (api.page() || {}).demo;
      const height = d && d.preferred_height ? d.preferred_height : 0;
      if (height > 0 && height !== lastHeight) { lastHeight = height; post({ type: 'resize', height }); }
    }
    let queue = Promise.resolve();
    function answer(m, out) {
      if (typeof out === 'string') return error(m, out);
      if (out.type === 'result' && !out.ok) return error(m, out.reason || 'refused');
      reply(m, out);
      flush();
    }
    window.addEventListener('message', (e) => {
      if (e.origin !== origin || e.source !== host) return;  // not our host: silence
      const m = e.data;
      if (!m || typeof m !== 'object' || Array.isArray(m)) return error(null, 'a message must be an object');
      if (m.protocol !== PROTOCOL) return error(m, 'field "protocol" must be ' + PROTOCOL);
      const handler = typeof m.type === 'string' && Object.prototype.hasOwnProperty.call(handlers, m.type) ? handlers[m.type] : null;
      if (!handler) return error(m, 'unknown message type ' + JSON.stringify(String(m.type)));
      // In the order sent: a "demo" waits for its file, and what follows it
      // waits for the demo; a hint (its search may take seconds) holds back nothing.
      queue = queue.then(() => {
        const out = handler(m);
        if (m.type === 'hint') { out.then((o) => answer(m, o)); return null; }
        return Promise.resolve(out).then((o) => answer(m, o));
      }).catch((err) => error(m, 'the game could not answer (' + (err && err.message) + ')'));
    });
    call('cr_api_events');  // the deal is not news: start from now
    setInterval(flush, 100);
    const page = api.page() || {};
    post({ type: 'ready', embed: !!page.embed, demo: page.demo || null, saving: !!page.saving });
    if (page.demo_error) post({ type: 'error', id: null, reason: page.demo_error });
  }

  // The game's WebGL context, made here: while game.wasm downloads, and with
  // preserveDrawingBuffer, so a frame redraws only what changed (the game
  // checks the attribute; without this context it draws every frame whole).
  let gl = null;
  try {
    gl = canvas.getContext('webgl', { alpha: false, depth: false, stencil: false, antialias: false, preserveDrawingBuffer: true });
  } catch (e) { gl = null; }
  window.Module = {
    canvas,
    preinitializedWebGLContext: gl || undefined,
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    onGameReady() {
      bind();
      loading.classList.add('hidden');
      canvas.classList.remove('waiting');
      // (without scrolling: in an embedding page, the iframe stays where the reader has it)
      canvas.focus({ preventScroll: true });
      resolveReady(api);
      // After the game is up, so caching the shell does not slow the first start.
      setTimeout(registerServiceWorker, 0);
    },
    onAbort: (what) => fail(String(what)),
    getPreloadedPackage,
    instantiateWasm,
    preRun: [loadAskedDemo],
  };
  // SDL cancels the mouse's default action, which would give the canvas the
  // keyboard focus: give it explicitly, so after a click (also inside an
  // embedding page's iframe) keys go to the game and not to the last input.
  // Without scrolling: an iframe partly out of view scrolled between the
  // button's press and release, and the click was lost.
  canvas.addEventListener('pointerdown', () => {
    if (document.activeElement !== canvas) canvas.focus({ preventScroll: true });
  }, true);
  window.addEventListener('error', (e) => { if (e.filename && e.filename.endsWith('game.js')) fail(e.message); });
})();
