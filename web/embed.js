// The page's side of the game: the Emscripten Module settings and the
// window.contractRummy API that tests and embedding hosts use.
//
//   await contractRummy.ready
//   contractRummy.state()        -> the human seat's view (phase, round, contract, hand, table, scores, ...)
//   contractRummy.act(action)    -> {ok, reason}   (action: the engine's action JSON, object or string)
//   contractRummy.hint()         -> {action, explanation} or null when it is not the human's decision
//   contractRummy.newGame({variant, players, seed}) -> {ok, reason}
//   contractRummy.settings({bots, animation})       -> the settings ("slow" | "normal" | "fast" | "instant")
//   contractRummy.loadProgress   -> {loaded, total} bytes of game.wasm and game.data while they download
// URL parameters: ?bots=fast&animation=instant set the speeds for this page
// (not saved into the settings); ?sw=0 skips the service worker.
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

  // Download progress (slow networks): game.wasm is fetched here, counting
  // its bytes; game.data reports through Module.setStatus. The loading text
  // shows the share and the megabytes.
  const base = document.currentScript ? document.currentScript.src : window.location.href;
  const progress = { wasm: [0, 0], data: [0, 0] };
  function showProgress() {
    if (loading.classList.contains('error')) return;
    const loaded = progress.wasm[0] + progress.data[0];
    const total = progress.wasm[1] + progress.data[1];
    api.loadProgress = { loaded, total };
    const mb = (n) => (n / 1048576).toFixed(1);
    loading.textContent = total >= loaded && total > 0
      ? `Loading the game\u2026 ${Math.floor((100 * loaded) / total)}% (${mb(loaded)} of ${mb(total)} MB)`
      : `Loading the game\u2026 ${mb(loaded)} MB`;
  }
  async function fetchCounted(url, report) {
    const res = await fetch(url, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    // A compressed response's length is not the bytes the reader counts.
    const total = res.headers.get('content-encoding') ? 0 : Number(res.headers.get('content-length')) || 0;
    if (!res.body || !res.body.getReader) {
      const whole = await res.arrayBuffer();
      report(whole.byteLength, whole.byteLength);
      return whole;
    }
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

  function bind() {
    const call = (name, arg) => window.Module.ccall(name, 'string', arg === undefined ? [] : ['string'],
      arg === undefined ? [] : [arg]);
    const asText = (v) => (typeof v === 'string' ? v : JSON.stringify(v || {}));
    api.state = () => parse(call('cr_api_state'));
    api.act = (action) => parse(call('cr_api_act', asText(action)));
    api.hint = () => parse(call('cr_api_hint'));
    api.newGame = (options) => parse(call('cr_api_new_game', asText(options)));
    api.settings = (values) => parse(call('cr_api_settings', asText(values)));
    const params = new URLSearchParams(window.location.search);
    const speeds = {};
    for (const key of ['bots', 'animation']) if (params.get(key)) speeds[key] = params.get(key);
    if (Object.keys(speeds).length) api.settings(speeds);
  }

  window.Module = {
    canvas,
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    onGameReady() {
      bind();
      loading.classList.add('hidden');
      canvas.focus();
      resolveReady(api);
      // After the game is up, so caching the shell does not slow the first start.
      setTimeout(registerServiceWorker, 0);
    },
    onAbort: (what) => fail(String(what)),
    setStatus(text) {
      const m = /Downloading data\.\.\. \((\d+)\/(\d+)\)/.exec(text || '');
      if (m) { progress.data = [Number(m[1]), Number(m[2])]; showProgress(); }
    },
    instantiateWasm(imports, receive) {
      fetchCounted(new URL('game.wasm', base).href, (loaded, total) => { progress.wasm = [loaded, total]; showProgress(); })
        .then((bytes) => WebAssembly.instantiate(bytes, imports))
        .then((r) => receive(r.instance, r.module))
        .catch((e) => fail(`the game could not be loaded (${e.message})`));
      return {};
    },
  };
  // SDL cancels the mouse's default action, which would give the canvas the
  // keyboard focus: give it explicitly, so after a click (also inside an
  // embedding page's iframe) keys go to the game and not to the last input.
  canvas.addEventListener('pointerdown', () => { if (document.activeElement !== canvas) canvas.focus(); }, true);
  window.addEventListener('error', (e) => { if (e.filename && e.filename.endsWith('game.js')) fail(e.message); });
})();
