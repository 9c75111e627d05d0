// Service-worker updates never mix two versions: the site is taken twice
// (the build at <base-url>, and a copy with changed files, both stamped by
// cmake/SiteVersion.cmake as the build does) and served from one folder whose
// contents are swapped. A page of version 1 keeps getting version-1 files
// (also its bot worker) while version 2 installs in the background; a half
// deployed site (the new sw.js beside old files) fails to install; once no
// version-1 page is open, the next visit gets version 2 only.
//
//   node tests/browser/update.test.mjs <base-url> <out-dir>
import { launch, Checks, waitReady, serveFolder, testArgs } from './browser.mjs';
import { mkdirSync, mkdtempSync, writeFileSync, readFileSync, copyFileSync, appendFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';

const { base, outDir } = testArgs('http://127.0.0.1:8080/', 'build/browser');
const checks = new Checks('update');
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const stamp = (dir) => execFileSync('cmake', [`-DSITE=${dir}`, `-DTEMPLATE=${path.join(repo, 'web/sw.js')}`, '-P',
  path.join(repo, 'cmake/SiteVersion.cmake')]).toString();
const versionOf = (dir) => /const VERSION = '([0-9a-f]+)'/.exec(readFileSync(path.join(dir, 'sw.js'), 'utf8'))[1];

// Version 1: the site as built. Version 2: game.js, bot_worker.js and
// index.html changed (a marker comment each), stamped again.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'cr-update-'));
const v1 = path.join(tmp, 'v1'), v2 = path.join(tmp, 'v2'), live = path.join(tmp, 'live');
for (const d of [v1, v2, live]) mkdirSync(d);
const swText = await (await fetch(base + 'sw.js')).text();
const files = [...swText.matchAll(/^ {2}'([^']+)': '[0-9a-f]{64}',$/gm)].map((m) => m[1]);
checks.ok(files.includes('game.wasm') && files.includes('bot.wasm') && files.includes('bot_worker.js'),
  `the built sw.js lists the site's files (${files.length})`);
for (const f of files) {
  const body = Buffer.from(await (await fetch(base + f)).arrayBuffer());
  for (const v of [v1, v2]) {  // (with the demos' folder)
    mkdirSync(path.dirname(path.join(v, f)), { recursive: true });
    writeFileSync(path.join(v, f), body);
  }
}
appendFileSync(path.join(v2, 'game.js'), '\n// version 2\n');
appendFileSync(path.join(v2, 'bot_worker.js'), '\n// version 2\n');
writeFileSync(path.join(v2, 'index.html'), readFileSync(path.join(v2, 'index.html'), 'utf8').replace('</body>', '<!-- version 2 -->\n</body>'));
stamp(v1);
stamp(v2);
checks.ok(versionOf(v1) !== versionOf(v2), `two versions: ${versionOf(v1)} and ${versionOf(v2)}`);
const deploy = (from, only) => {
  for (const f of only || [...files, 'sw.js']) {
    mkdirSync(path.dirname(path.join(live, f)), { recursive: true });
    copyFileSync(path.join(from, f), path.join(live, f));
  }
};
deploy(v1);

const server = await serveFolder(live);
const browser = await launch();
await checks.run(async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const problems = [];
  const watch = (page) => {
    page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
    page.on('pageerror', (e) => problems.push(String(e)));
  };
  let page = await context.newPage();
  watch(page);
  const url = server.url + 'index.html?bots=instant&animation=instant';
  await page.goto(url);
  checks.ok((await waitReady(page)) === 'ready', 'version 1 ready');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await waitReady(page);
  checks.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'version 1\'s service worker controls the page');
  // Which version each file the page (and its worker) would get is.
  const marks = (p) => p.evaluate(async (names) => {
    const out = {};
    for (const n of names) out[n] = (await (await fetch(n)).text()).includes('version 2') ? 2 : 1;
    return out;
  }, ['index.html', 'game.js', 'bot_worker.js']);

  // Half deployed: the new sw.js beside the old files. Its install fails.
  deploy(v2, ['sw.js']);
  const half = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    try { await reg.update(); } catch (e) { return 'update threw: ' + e.message; }
    const w = reg.installing || reg.waiting;
    if (!w) return 'no new worker';
    await new Promise((resolve) => {
      if (w.state === 'redundant' || w.state === 'installed') resolve();
      w.addEventListener('statechange', () => { if (w.state === 'redundant' || w.state === 'installed') resolve(); });
    });
    return w.state;
  });
  checks.ok(half === 'redundant', `a half-deployed version does not install (${half})`);

  // The whole of version 2: installs in the background and waits.
  deploy(v2);
  const state = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    await reg.update();
    const w = reg.installing || reg.waiting;
    if (!w) return 'no new worker';
    if (w.state !== 'installed')
      await new Promise((resolve) => w.addEventListener('statechange', () => { if (w.state === 'installed' || w.state === 'redundant') resolve(); }));
    return w.state;
  });
  checks.ok(state === 'installed', `version 2 installed in the background and waits (${state})`);
  await page.reload();
  checks.ok((await waitReady(page)) === 'ready', 'reload while version 2 waits: ready');
  const during = await marks(page);
  checks.ok(Object.values(during).every((v) => v === 1), `the page still gets version 1 only: ${JSON.stringify(during)}`);
  // Its bot worker (started after ready) is of version 1 too and answers.
  await page.evaluate(() => window.contractRummy.newGame({ variant: 'contract-rummy', players: 3, seed: 8 }));
  let answered = 0;
  for (let i = 0; i < 100 && answered === 0; i++) {
    await page.evaluate(() => { const h = window.contractRummy.hint(); if (h) window.contractRummy.act(h.action); });
    await page.waitForTimeout(100);
    answered = await page.evaluate(() => window.Module.bots.answered);
  }
  checks.ok(answered > 0, `the version-1 page's bot worker answers (${answered})`);

  // No version-1 page left: the next visit is version 2, whole.
  const next = await context.newPage();
  watch(next);
  await page.close();
  await next.waitForTimeout(500);
  await next.goto(url);
  await waitReady(next);
  let after = await marks(next);
  if (!Object.values(after).every((v) => v === 2)) {
    await next.reload();
    await waitReady(next);
    after = await marks(next);
  }
  checks.ok(Object.values(after).every((v) => v === 2), `the next visit gets version 2 only: ${JSON.stringify(after)}`);
  const caches = await next.evaluate(async () => caches.keys());
  checks.ok(caches.length === 1 && caches[0] === `contract-rummy-${versionOf(v2)}`,
    `only version 2's cache is left (${caches.join(', ')})`);
  page = next;
  await page.screenshot({ path: path.join(outDir, 'update-version-2.png') });
  checks.ok(problems.length === 0, 'no console errors', problems.join(' | '));
}, async () => { await browser.close(); await server.close(); });
