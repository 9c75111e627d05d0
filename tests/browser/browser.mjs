// Shared by the browser tests: launch Debian's Chromium through
// playwright-core, collect console errors, report checks.
import { chromium } from 'playwright-core';
import fs from 'node:fs';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--enable-unsafe-swiftshader'];

export async function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

// A page whose console errors, page errors and failed requests are recorded.
export async function openPage(browser, { width = 1280, height = 800, deviceScaleFactor = 1 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`); });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  // net::ERR_ABORTED is the browser cancelling a request itself (a reload or
  // navigation while the favicon loads, say): not a failure of the site.
  page.on('requestfailed', (req) => {
    const why = req.failure()?.errorText || '';
    if (why !== 'net::ERR_ABORTED') problems.push(`request failed: ${req.url()} ${why}`);
  });
  return { context, page, problems };
}

// The two arguments of a browser test: the served site's base URL (given a
// trailing slash) and the folder for its screenshots (made when missing).
export function testArgs(defaultBase = 'http://127.0.0.1:8080/', defaultOut = 'build/browser-shots') {
  const base = (process.argv[2] || defaultBase).replace(/\/?$/, '/');
  const outDir = process.argv[3] || defaultOut;
  fs.mkdirSync(outDir, { recursive: true });
  return { base, outDir };
}

// check(ok, what) prints an "ok"/"FAIL" line and returns ok; done() prints
// the count and exits 1 when any check failed (the whole-game tests' form).
export function plainChecks() {
  let failures = 0;
  const check = (ok, what) => { console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`); if (!ok) failures++; return ok; };
  const done = () => {
    console.log(failures ? `${failures} check(s) failed` : 'all checks passed');
    process.exit(failures ? 1 : 0);
  };
  return { check, done };
}

// Counts checks and prints one line each; exit code 1 when any failed.
export class Checks {
  constructor(name) { this.name = name; this.passed = 0; this.failed = 0; }
  ok(condition, what, detail = '') {
    if (condition) { this.passed++; console.log(`  ok   ${what}`); }
    else { this.failed++; console.log(`  FAIL ${what}${detail ? ': ' + detail : ''}`); }
    return condition;
  }
  finish() {
    console.log(`${this.name}: ${this.passed} passed, ${this.failed} failed`);
    process.exit(this.failed ? 1 : 0);
  }
  // Runs a test's body: a throw is one failed check ("<name> test ran"),
  // then `cleanup` (closing the browser, a server) runs and finish() exits.
  async run(body, cleanup = async () => {}) {
    try {
      await body();
    } catch (err) {
      this.ok(false, `${this.name} test ran`, err.stack || String(err));
    } finally {
      await cleanup();
    }
    this.finish();
  }
}

export async function waitReady(page, timeoutMs = 30000) {
  // (a frame may be asked before its page's scripts have run: window.contractRummy
  // is looked for until it is there)
  return page.evaluate((ms) => new Promise((resolve) => {
    const t0 = Date.now();
    const poll = () => {
      if (window.contractRummy && window.contractRummy.ready) window.contractRummy.ready.then(() => resolve('ready'));
      else if (Date.now() - t0 > ms) resolve('timeout');
      else setTimeout(poll, 50);
    };
    poll();
    setTimeout(() => resolve('timeout'), ms);
  }), timeoutMs);
}

// Colour statistics of a PNG (a screenshot), computed in a plain 2D canvas:
// {green, light, dark, red} = share of table-green, near-white, near-black
// and red pixels. Used to tell a drawn table from a blank or error page.
export async function imageStats(browser, png) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(async (b64) => {
      const img = new Image();
      img.src = 'data:image/png;base64,' + b64;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      let green = 0, light = 0, dark = 0, red = 0;
      for (let i = 0; i < d.length; i += 4) {
        const r = d[i], gr = d[i + 1], b = d[i + 2];
        if (gr > r + 30 && gr > b + 10) green++;
        if (r > 220 && gr > 220 && b > 210) light++;
        if (r < 50 && gr < 50 && b < 50) dark++;
        if (r > 150 && gr < 80 && b < 90) red++;
      }
      const n = d.length / 4;
      return { green: green / n, light: light / n, dark: dark / n, red: red / n, width: c.width, height: c.height };
    }, png.toString('base64'));
  } finally {
    await page.close();
  }
}

// A tiny static file server for tests that need their own pages (an
// embedding host page, for example): serves `root` on 127.0.0.1 at a free
// port. Returns {url, close()}.
export async function serveFolder(root) {
  const http = await import('node:http');
  const fs = await import('node:fs');
  const path = await import('node:path');
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
    '.css': 'text/css', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
    '.wasm': 'application/wasm', '.png': 'image/png', '.data': 'application/octet-stream' };
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/\/$/, '/index.html');
    const file = path.join(root, path.normalize(rel).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(path.resolve(root)) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) };
}

// How long a test may play a whole game through the page before it gives up:
// a guard against a hang, not a speed check (the loop ends at game over).
// With two browser tests at a time on a slow 2-core machine a short game has
// taken over a minute (kaluki, CI of stop 34, with a 55 s guard).
export const GAME_GUARD_MS = 4 * 60 * 1000;

// A page on the game at the fastest bot and animation speeds, ready, with
// `api(fn, arg)` calling window.contractRummy[fn](arg) in the page and
// `shot(name)` saving a screenshot into outDir after `settleMs`. Used by the
// tests that play whole games through the page API.
export async function openInstantTable(browser, base, outDir, { width = 1024, height = 700, settleMs = 200 } = {}) {
  const path = await import('node:path');
  const { context, page, problems } = await openPage(browser, { width, height });
  await page.goto(base + 'index.html?bots=instant&animation=instant');
  await page.evaluate(() => window.contractRummy.ready.then(() => true));
  const api = (fn, arg) => page.evaluate(([f, a]) => window.contractRummy[f](a), [fn, arg]);
  const shot = async (name) => { await page.waitForTimeout(settleMs); await page.screenshot({ path: path.join(outDir, name) }); };
  return { context, page, problems, api, shot };
}

// A whole-game test's start: its arguments (testArgs), its checks
// (plainChecks), Chromium, and the instant table (openInstantTable) with
// `table`'s size and settling time.
export async function startGameTest(defaultBase, table) {
  const { base, outDir } = testArgs(defaultBase);
  const { check, done } = plainChecks();
  const browser = await launch();
  const { page, problems, api, shot } = await openInstantTable(browser, base, outDir, table);
  return { base, outDir, check, done, browser, page, errors: problems, api, shot };
}

// A page on the game without the service worker, bots and animation
// instant, its long tasks recorded and its console warnings kept in
// `warnings`; checks it gets ready ("game ready") and clears localStorage.
// The hint and worker tests start here.
export async function openWorkerTable(browser, base, checks) {
  const { page, problems } = await openPage(browser);
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  await recordLongTasks(page);
  await page.goto(base + 'index.html?sw=0&bots=instant&animation=instant');
  checks.ok((await waitReady(page)) === 'ready', 'game ready');
  await page.evaluate(() => localStorage.clear());
  return { page, problems, warnings };
}

// Records the page's long tasks from its first script on, in
// window.__longTasks ({start, duration} in ms); call before page.goto.
export async function recordLongTasks(page) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

// Reads `read()` until `ok` holds for its answer or `ms` pass; returns the
// last answer. For what a slow machine shows a frame or more later.
export async function waitUntil(page, read, ok, ms = 4000) {
  let got = await read();
  for (const t0 = Date.now(); !ok(got) && Date.now() - t0 < ms;) {
    await page.waitForTimeout(20);
    got = await read();
  }
  return got;
}

// Does `input` (a click, a tap, a key) and waits until the app has read it:
// state().inputs_read passes its value from before, or `ms` pass. A slow
// machine can take several frames to read an input, so a test that checks
// what an input did waits for this instead of a fixed time. Returns whether
// the input was seen read (true at once on a page without the counter).
export async function afterInput(page, input, ms = 5000) {
  const read = () => page.evaluate(() => {
    const api = window.contractRummy;
    const n = api && api.state ? api.state().inputs_read : undefined;
    return typeof n === 'number' ? n : -1;
  }).catch(() => -1);
  const before = await read();
  await input();
  if (before < 0) return true;
  return (await waitUntil(page, read, (n) => n > before, ms)) > before;
}
// The whole-game tests' step: sends `action` (the hint's) for the state `st`
// it was read from; {r, moved}: moved when it was refused because the game
// had moved on meanwhile (another seat deciding, another phase or version:
// read again), else r is act()'s answer.
export async function actOnHint(api, st, action) {
  const r = await api('act', action);
  if (r.ok) return { r, moved: false };
  const now = await api('state');
  return { r, moved: now.deciding !== st.deciding || now.phase !== st.phase || now.version !== st.version };
}

// The state and the hint read in one task: no frame (and no bot move) in between.
export const stateAndHint = (page) =>
  page.evaluate(() => ({ st: window.contractRummy.state(), hint: window.contractRummy.hint() }));

export const clickRead = (page, x, y, options) => afterInput(page, () => page.mouse.click(x, y, options));
export const pressRead = (page, key) => afterInput(page, () => page.keyboard.press(key));
