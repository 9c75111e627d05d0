// Figures for the closing note: bundle sizes (raw and gzipped), time from
// navigation to ready in headless Chromium (median of 5 loads), CPU use of
// an idle table over 10 s, frame times and long tasks of a 5-player table in
// play at pixel ratio 1 and 2 (frames.mjs). Prints "  figure: ..." lines and
// "ok" checks.
//
//   node tests/browser/figures.test.mjs <base-url> <out-dir> [site-dir]
// Without site-dir the files are fetched from the base URL and measured.
import { launch, openPage, Checks, waitReady } from './browser.mjs';
import { measureFrames, frameFigureLines } from './frames.mjs';
import { mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const base = (process.argv[2] || 'http://127.0.0.1:8080/').replace(/\/?$/, '/');
const outDir = process.argv[3] || 'build/browser';
const siteDir = process.argv[4] || '';
mkdirSync(outDir, { recursive: true });
const checks = new Checks('figures');
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const figure = (text) => console.log(`  figure: ${text}`);

// Bundle sizes.
let total = 0, totalGz = 0;
for (const name of ['game.wasm', 'game.js', 'game.data']) {
  let bytes;
  if (siteDir) bytes = readFileSync(path.join(siteDir, name));
  else bytes = Buffer.from(await (await fetch(base + name)).arrayBuffer());
  const gz = gzipSync(bytes, { level: 9 }).length;
  total += bytes.length;
  totalGz += gz;
  figure(`${name} ${kb(bytes.length)} raw, ${kb(gz)} gzipped`);
}
figure(`bundle total ${kb(total)} raw, ${kb(totalGz)} gzipped`);
checks.ok(total > 0, 'bundle measured');

const browser = await launch();
try {
  // Time from navigation to ready: fresh context each time (cold cache), no service worker.
  const times = [];
  for (let i = 0; i < 5; i++) {
    const { context, page } = await openPage(browser);
    const t0 = Date.now();
    await page.goto(base + 'index.html?sw=0');
    const r = await waitReady(page, 20000);
    times.push(r === 'ready' ? Date.now() - t0 : Infinity);
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[2];
  figure(`navigation to ready: median ${median} ms (loads: ${times.join(', ')} ms)`);
  checks.ok(median < 10000, `ready within 10 s (median ${median} ms)`);

  // Idle table: a game waiting for the human, nothing moving.
  const { page, problems } = await openPage(browser);
  await page.goto(base + 'index.html?sw=0&bots=instant&animation=instant');
  await waitReady(page);
  await page.evaluate(() => localStorage.clear());
  await page.evaluate(() => window.contractRummy.newGame({ variant: 'contract-rummy', players: 4, seed: 99 }));
  for (let i = 0; i < 100; i++) {
    if (await page.evaluate(() => window.contractRummy.hint())) break;
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(1500);  // let the loop drop to its idle rate
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const m0 = await metric();
  const seconds = 10;
  await page.waitForTimeout(seconds * 1000);
  const m1 = await metric();
  const wall = m1.Timestamp - m0.Timestamp;
  const task = (m1.TaskDuration - m0.TaskDuration) / wall;
  const script = (m1.ScriptDuration - m0.ScriptDuration) / wall;
  figure(`idle table CPU over ${wall.toFixed(1)} s: ${(100 * task).toFixed(2)}% of one core (script ${(100 * script).toFixed(2)}%)`);
  checks.ok(task < 0.10, `idle CPU under 10% of one core (${(100 * task).toFixed(2)}%)`);
  await page.screenshot({ path: path.join(outDir, 'figures-idle-table.png') });
  checks.ok(problems.length === 0, 'no console errors', problems.join(' | '));

  // A table in play (issue 8: "report frame time p95 and long tasks in the
  // figures test at ratio 1 and 2"; goal at ratio 1: p95 <= 20 ms, no long task).
  for (const ratio of [1, 2]) {
    const m = await measureFrames(browser, base, { ratio, seconds: 20 });
    for (const line of frameFigureLines(m)) figure(line);
    checks.ok(m.problems.length === 0, `ratio ${ratio}: no console errors while playing`, m.problems.join(' | '));
    // Headless Chromium draws WebGL in software (SwiftShader): the figures are
    // reported, not held to the goal; the check is that play was measured.
    checks.ok(m.frames >= 100 && m.sortClicks > 0, `ratio ${ratio}: ${m.frames} frames and ${m.sortClicks} sorts measured`);
  }
} catch (err) {
  checks.ok(false, 'figures ran', err.stack || String(err));
} finally {
  await browser.close();
}
checks.finish();
