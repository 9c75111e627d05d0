// Offline play: the service worker caches the app shell on the first visit;
// with the network cut, a reload still starts the game and the saved game
// continues. Also checks the web manifest is fit for installing.
//
//   node tests/browser/offline.test.mjs <base-url> <out-dir>
import { launch, openPage, Checks, waitReady, imageStats, testArgs } from './browser.mjs';
import path from 'node:path';

const { base, outDir } = testArgs('http://127.0.0.1:8080/', 'build/browser');
const checks = new Checks('offline');
const browser = await launch();
await checks.run(async () => {
  const { context, page, problems } = await openPage(browser);
  const url = base + 'index.html?bots=instant&animation=instant';

  // The manifest: what browsers require to offer "Install".
  const manifestResponse = await page.request.get(base + 'manifest.webmanifest');
  const manifest = manifestResponse.ok() ? await manifestResponse.json() : {};
  checks.ok(manifest.name && manifest.short_name, 'manifest has name and short_name', JSON.stringify([manifest.name, manifest.short_name]));
  checks.ok(manifest.start_url && ['standalone', 'fullscreen', 'minimal-ui'].includes(manifest.display),
    `manifest start_url "${manifest.start_url}", display "${manifest.display}"`);
  checks.ok(/^#[0-9a-f]{6}$/i.test(manifest.theme_color || '') && /^#[0-9a-f]{6}$/i.test(manifest.background_color || ''),
    'manifest theme and background colours');
  for (const size of ['192x192', '512x512']) {
    const icon = (manifest.icons || []).find((i) => i.sizes === size && i.type === 'image/png');
    let real = null;
    if (icon) {
      const r = await page.request.get(new URL(icon.src, base).href);
      if (r.ok()) {
        const b = await r.body();
        // PNG header: width and height at bytes 16..23.
        real = `${b.readUInt32BE(16)}x${b.readUInt32BE(20)}`;
      }
    }
    checks.ok(real === size, `manifest icon ${size} is a PNG of that size`, String(real));
  }

  // First visit, online: the game starts and the service worker takes over.
  await page.goto(url);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  checks.ok((await waitReady(page)) === 'ready', 'game ready online');
  let controlled = await page.evaluate(() => Promise.race([
    window.contractRummy.offline,
    new Promise((r) => setTimeout(() => r('timeout'), 20000)),
  ]));
  if (controlled !== true) {
    // A worker that activated while this page was navigating does not claim
    // it (the page is not a client yet): like a player's next visit, the
    // next load is controlled.
    const active = await page.evaluate(() => Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise((r) => setTimeout(() => r(false), 20000)),
    ]));
    if (active) {
      await page.reload();
      await waitReady(page);
      controlled = await page.evaluate(() => !!navigator.serviceWorker.controller || 'not controlled after reload');
    }
  }
  checks.ok(controlled === true, 'service worker controls the page', String(controlled));
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const out = {};
    for (const n of names) out[n] = (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname.split('/').pop());
    return out;
  });
  const shell = Object.values(cached).flat();
  const want = ['index.html', 'embed.js', 'style.css', 'game.js', 'game.wasm', 'game.data', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png'];
  // The install step caches in the background: wait for the last files.
  for (let i = 0; i < 40 && !want.every((f) => shell.includes(f)); i++) {
    await page.waitForTimeout(250);
    const again = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (n) =>
      (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname.split('/').pop())))).flat());
    shell.splice(0, shell.length, ...again);
  }
  const missing = want.filter((f) => !shell.includes(f));
  checks.ok(missing.length === 0, `app shell cached (${Object.keys(cached).join(', ')})`, 'missing ' + missing.join(', '));

  // A game in progress, saved.
  let r = await page.evaluate(() => window.contractRummy.newGame({ variant: 'contract-rummy', players: 4, seed: 4242 }));
  checks.ok(r && r.ok, 'new game started');
  for (let i = 0; i < 3; i++) {
    const h = await page.evaluate(() => window.contractRummy.hint());
    if (h && h.action) await page.evaluate((a) => window.contractRummy.act(a), h.action);
    await page.waitForTimeout(200);
  }
  const comparable = (s) => JSON.stringify({ hand: s.hand, round: s.round, phase: s.phase, scores: s.scores, melds: s.table.melds, discard: s.table.discard_top });
  // Compared once the bots have moved and the game waits on the human (the
  // bots play on after his actions, so an earlier state is not what is saved).
  for (let i = 0; i < 100 && !(await page.evaluate(() => window.contractRummy.state().human_decision)); i++)
    await page.waitForTimeout(100);
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => window.contractRummy.state());

  // Offline: the reload comes from the cache.
  await context.setOffline(true);
  const problemsBefore = problems.length;
  const probe = await page.evaluate(() => fetch('sw-offline-probe-' + Date.now() + '.txt').then((x) => 'status ' + x.status, () => 'failed'));
  checks.ok(probe === 'failed', 'the network is really cut (an uncached file cannot be fetched)', probe);
  await page.waitForTimeout(200);
  problems.splice(problemsBefore);  // the probe's own failure is expected
  await page.reload();
  checks.ok((await waitReady(page, 20000)) === 'ready', 'game ready offline');
  // Where the browser has service-worker static routes (web/sw.js), the
  // page's files came straight from the version's cache, without the
  // worker's fetch handler.
  const routes = await page.evaluate(() => ({
    supported: 'workerFinalSourceType' in PerformanceResourceTiming.prototype,
    files: performance.getEntriesByType('resource')
      .filter((e) => /\/(game\.(js|wasm|data)|embed\.js)$/.test(new URL(e.name).pathname))
      .map((e) => `${new URL(e.name).pathname.split('/').pop()}:${e.workerFinalSourceType}`),
  }));
  if (routes.supported) {
    checks.ok(routes.files.length === 4 && routes.files.every((f) => f.endsWith(':cache')),
      `static routes served the files from the cache (${routes.files.join(', ')})`);
  }
  await page.waitForTimeout(300);
  const after = await page.evaluate(() => window.contractRummy.state());
  checks.ok(after.screen === 'home' || after.screen === 'table', `screen after reload: ${after.screen}`);
  checks.ok(comparable(after) === comparable(before), 'the saved game is there, identical, offline');
  // ... and it continues.
  const h = await page.evaluate(() => window.contractRummy.hint());
  if (h && h.action) {
    r = await page.evaluate((a) => window.contractRummy.act(a), h.action);
    checks.ok(r && r.ok, `the saved game continues offline (${h.label || h.action.type})`);
  } else {
    // Bots to move: wait for the human's decision.
    await page.evaluate(() => window.contractRummy.act({ type: 'next_round' }));
    await page.waitForTimeout(1500);
    const h2 = await page.evaluate(() => window.contractRummy.hint());
    r = h2 ? await page.evaluate((a) => window.contractRummy.act(a), h2.action) : { ok: false };
    checks.ok(r && r.ok, 'the saved game continues offline');
  }
  const shot = path.join(outDir, 'offline-1280x800.png');
  await page.screenshot({ path: shot });
  const stats = await imageStats(browser, await page.screenshot());
  checks.ok(stats.green > 0.3 && stats.light > 0.003, `table drawn offline (${shot})`);
  await context.setOffline(false);
  checks.ok(problems.length === 0, 'no console errors', problems.join(' | '));
}, () => browser.close());
