// Bots in a Web Worker: while the bots play a whole hand at the fastest
// speed, long tasks on the page's thread (PerformanceObserver "longtask")
// are recorded and the longest is reported; every bot move must come from
// the worker (none decided on the page's thread). Then the test terminates
// the worker in the middle of the game: the game goes on (the baseline bot
// on the page's thread plays that move, the console says so once, a new
// worker takes over).
//
//   node tests/browser/worker.test.mjs <base-url> <out-dir>
import { launch, Checks, testArgs, openWorkerTable } from './browser.mjs';
import path from 'node:path';

const { base, outDir } = testArgs('http://127.0.0.1:8080/', 'build/browser');
const checks = new Checks('worker');
const figure = (text) => console.log(`  figure: ${text}`);

// The human's seat plays the cheapest legal moves (the hint only when one is
// refused: hints have a worker of their own, tests/browser/hint.test.mjs).
async function humanMove(page) {
  return page.evaluate(() => {
    const api = window.contractRummy;
    const st = api.state();
    if (!st.human_decision || st.phase === 'round_over' || st.phase === 'game_over') return st.phase;
    let action = { type: 'pass' };
    if (st.phase === 'draw') action = { type: 'draw_stock' };
    if (st.phase === 'play') action = { type: 'discard', card: st.hand[st.hand.length - 1].id };
    let r = api.act(action);
    if (!r.ok) { const h = api.hint(); if (h) r = api.act(h.action); }
    return st.phase;
  });
}

// Plays until the phase is `until` (or the time runs out); returns the phase.
async function playUntil(page, until, ms) {
  const end = Date.now() + ms;
  let phase = '';
  while (Date.now() < end) {
    phase = await humanMove(page);
    if (until.includes(phase)) return phase;
    await page.waitForTimeout(10);
  }
  return phase;
}

const browser = await launch();
await checks.run(async () => {
  const { page, problems, warnings } = await openWorkerTable(browser, base, checks);
  let r = await page.evaluate(() => window.contractRummy.newGame({ variant: 'contract-rummy', players: 4, seed: 31337 }));
  checks.ok(r && r.ok, 'new game, 4 players');
  const hasWorker = await page.evaluate(() => !!(window.Module.bots && window.Module.bots.worker));
  checks.ok(hasWorker, 'the bot service started a Web Worker');

  // A whole hand: long tasks from the deal on.
  const t0 = await page.evaluate(() => performance.now());
  const phase = await playUntil(page, ['round_over', 'game_over'], 120000);
  checks.ok(phase === 'round_over' || phase === 'game_over', `a whole hand played (${phase})`);
  const hand = await page.evaluate((start) => ({
    tasks: window.__longTasks.filter((t) => t.start >= start),
    bots: { answered: window.Module.bots.answered, local: window.Module.bots.local, restarts: window.Module.bots.restarts },
  }), t0);
  const longest = hand.tasks.reduce((m, t) => Math.max(m, t.duration), 0);
  figure(`one hand at instant speed: ${hand.bots.answered} bot moves from the worker, ${hand.bots.local} on the page's thread; ` +
    `${hand.tasks.length} long tasks on the page's thread, longest ${longest.toFixed(0)} ms`);
  checks.ok(hand.bots.answered >= 10, `bots moved through the worker (${hand.bots.answered} answers)`);
  checks.ok(hand.bots.local === 0 && hand.bots.restarts === 0, 'no bot decision on the page\'s thread, no restart',
    JSON.stringify(hand.bots));
  // What hint() costs on the page's thread: the hints' worker's answer, or
  // while it searches the baseline level's quick suggestion (once per decision).
  const hintMs = await page.evaluate(() => {
    const t = performance.now();
    for (let i = 0; i < 5; i++) window.contractRummy.hint();
    return (performance.now() - t) / 5;
  });
  figure(`hint() on the page's thread takes ${hintMs.toFixed(1)} ms`);
  await page.screenshot({ path: path.join(outDir, 'worker-hand-over.png') });

  // The worker dies in the middle of the next hand: the game goes on.
  await page.evaluate(() => window.contractRummy.act({ type: 'next_round' }));
  await playUntil(page, ['play'], 20000);
  const before = await page.evaluate(() => ({ ...window.Module.bots, worker: undefined, answers: undefined }));
  await page.evaluate(() => window.Module.bots.terminate());
  const phase2 = await playUntil(page, ['round_over', 'game_over'], 180000);
  const after = await page.evaluate(() => ({ answered: window.Module.bots.answered, local: window.Module.bots.local,
    restarts: window.Module.bots.restarts }));
  checks.ok(phase2 === 'round_over' || phase2 === 'game_over', `after the worker was terminated the hand still ends (${phase2})`);
  checks.ok(after.local >= 1, `the move it owed was played on the page's thread (${after.local})`);
  checks.ok(after.restarts === before.restarts + 1, `the worker was restarted once (${after.restarts})`);
  checks.ok(after.answered > before.answered, `the new worker answers (${after.answered - before.answered} answers after the restart)`);
  const told = warnings.filter((w) => w.includes('bots: the worker'));
  checks.ok(told.length === 1, `the console says so once (${told.length}): ${told[0] || ''}`);
  await page.screenshot({ path: path.join(outDir, 'worker-after-restart.png') });
  checks.ok(problems.length === 0, 'no console errors', problems.join(' | '));
}, () => browser.close());
