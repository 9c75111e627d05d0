// Figures for the closing note: bundle sizes (raw and gzipped: what reaching
// ready needs, and the bot worker apart), time from navigation to ready in
// headless Chromium (median of 5 loads, first visit and repeat visit through
// the service worker), CPU use of an idle table over 10 s, frame times and
// long tasks of a 5-player table in play at pixel ratio 1 and 2 (frames.mjs).
// Prints "  figure: ..." lines and "ok" checks.
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
// shell/test sets CR_TEST_BRIEF=1: shorter idle and frame samples (shell/bench web takes the long ones).
const BRIEF = process.env.CR_TEST_BRIEF === '1';
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const figure = (text) => console.log(`  figure: ${text}`);

// Bundle sizes: what the page needs to reach ready, and the bot worker
// (loaded right after ready) on its own. Goals of issue 11: at most 700 KB
// and 250 KB gzipped (KB = 1000 bytes).
async function measure(names) {
  let raw = 0, gz = 0;
  for (const name of names) {
    let bytes;
    if (siteDir) bytes = readFileSync(path.join(siteDir, name));
    else bytes = Buffer.from(await (await fetch(base + name)).arrayBuffer());
    const z = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gz += z;
    figure(`${name} ${kb(bytes.length)} raw, ${kb(z)} gzipped`);
  }
  return { raw, gz };
}
const first = await measure(['index.html', 'style.css', 'access.js', 'embed.js', 'game.js', 'game.wasm', 'game.data']);
const firstKB = (first.gz / 1000).toFixed(0);
figure(`to reach ready: ${kb(first.raw)} raw, ${kb(first.gz)} gzipped (${firstKB} KB; goal 700 KB ${first.gz <= 700 * 1000 ? 'met' : 'NOT met'})`);
// A guard against growth, not the goal (700 KB, printed above as met or
// not): 501 KB after the size work of issue 11 (lean SDL2/freetype builds, no
// iostreams or RTTI), 823-840 KB before it; 536 KB once kaluki, push, the
// table procedures and the settlement landed; 581 KB with issue 14 (house
// rules, pass-and-play, statistics, sound, the accessibility layer); 600 KB
// with issue 13's self-play speed work (the flat save reader's and writer's
// fast paths, lay_off_fits, the baseline bot's per-hand caches: +1.3 KB
// gzipped after shaving what could go), so the guard moved to 605 KB; 605.1
// KB at fb7b489, once the save loader refused positions no game reaches
// (issue 13's check_windows, check_pile, check_down_melds, check_hand_row
// and check_hand_progress, and the rule-set loader's contract fill checks:
// the page loads saves from localStorage and house rules), so it moved to
// 610 KB. Issue 64's 49 rule demos went into game.data (623 KB): they are
// now fetched one at a time when asked (606 KB); issue 63's room play (the
// checked view reader, the room session: +9 KB in game.wasm) made it 616
// KB, and the small-frame demo panel (issue 66) 619 KB, so the guard moved
// to 625 KB. Issue 65's replay (the session's record and its code, the
// engine's replay decoder and re-play now linked into the page, the Replay
// screen, the levels' sentences) made it 635 KB: the guard moved to 640 KB.
// Issue 66's packed share links (the LZ packer and its frozen 2.8 KB
// dictionary) and the May I? screen for several people in pass-and-play
// made it 643 KB: the guard moved to 650 KB.
checks.ok(first.gz > 0 && first.gz <= 650 * 1000, `first load at most 650 KB gzipped (${firstKB} KB)`);
const worker = await measure(['bot_worker.js', 'bot.js', 'bot.wasm']);
figure(`bot worker: ${kb(worker.raw)} raw, ${kb(worker.gz)} gzipped (${(worker.gz / 1000).toFixed(0)} KB, goal 250 KB)`);
checks.ok(worker.gz > 0 && worker.gz <= 250 * 1000, `bot worker at most 250 KB gzipped (${(worker.gz / 1000).toFixed(0)} KB)`);

const browser = await launch();
await checks.run(async () => {
  // Time from navigation to ready: fresh context each time (cold cache), no service worker.
  const median = (xs) => [...xs].sort((a, b) => a - b)[2];
  const times = [];
  for (let i = 0; i < 5; i++) {
    const { context, page } = await openPage(browser);
    const t0 = Date.now();
    await page.goto(base + 'index.html?sw=0');
    const r = await waitReady(page, 20000);
    times.push(r === 'ready' ? Date.now() - t0 : Infinity);
    await context.close();
  }
  figure(`navigation to ready, first visit: median ${median(times)} ms (loads: ${times.join(', ')} ms; goal 400 ms)`);
  checks.ok(median(times) < 10000, `ready within 10 s (median ${median(times)} ms)`);

  // Repeat visits: the service worker of the first visit serves the files.
  {
    const { context, page } = await openPage(browser);
    await page.goto(base + 'index.html');
    await waitReady(page, 20000);
    const controlled = await page.evaluate(() => Promise.race([
      navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), 20000))]));
    const repeat = [];
    for (let i = 0; i < 6; i++) {
      const t0 = Date.now();
      await page.goto(base + 'index.html');
      const r = await waitReady(page, 20000);
      repeat.push(r === 'ready' ? Date.now() - t0 : Infinity);
    }
    repeat.shift();  // the first reload may still be the install's
    const served = await page.evaluate(() => !!navigator.serviceWorker.controller);
    figure(`navigation to ready, repeat visit (service worker): median ${median(repeat)} ms (loads: ${repeat.join(', ')} ms; goal 200 ms)`);
    checks.ok(controlled && served, 'repeat visits are served by the service worker');
    await context.close();
  }

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
  const seconds = BRIEF ? 5 : 10;
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
    const m = await measureFrames(browser, base, { ratio, seconds: BRIEF ? 8 : 20, sorts: BRIEF ? 3 : 6 });
    for (const line of frameFigureLines(m)) figure(line);
    checks.ok(m.problems.length === 0, `ratio ${ratio}: no console errors while playing`, m.problems.join(' | '));
    // Headless Chromium draws WebGL in software (SwiftShader): the figures are
    // reported, not held to the goal; the check is that play was measured.
    checks.ok(m.frames >= (BRIEF ? 40 : 100) && m.sortClicks > 0, `ratio ${ratio}: ${m.frames} frames and ${m.sortClicks} sorts measured`);
  }
}, () => browser.close());
