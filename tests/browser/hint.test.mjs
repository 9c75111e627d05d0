// The hint comes from the bots' worker (issue 11: "decides bot moves and
// hints ...; the main thread never runs a bot search"). At several of the
// human's decisions the test presses Hint (the button) and waits for the
// expert's hint on screen: every hint must come from the hints' worker
// (Module.hints counts where each was answered), none from a search on the
// page's thread; the long tasks meanwhile are a figure. The page API's hint() stays synchronous: it
// answers at once, marked ready:false (the baseline's quick suggestion)
// until the search's answer is there; hintAsync() waits for it. Then the
// test terminates the hints' worker: the next hint still comes (the baseline
// level's, on the page's thread, after the time limit), the console says so
// once, and a new worker answers the hint after that.
//
//   node tests/browser/hint.test.mjs <base-url> <out-dir>
import { launch, Checks, testArgs, openWorkerTable } from './browser.mjs';
import path from 'node:path';

const { base, outDir } = testArgs('http://127.0.0.1:8080/', 'build/browser');
const checks = new Checks('hint');
const figure = (text) => console.log(`  figure: ${text}`);

const browser = await launch();
await checks.run(async () => {
  const { page, problems, warnings } = await openWorkerTable(browser, base, checks);
  const r = await page.evaluate(() => window.contractRummy.newGame({ variant: 'contract-rummy', players: 4, seed: 4242 }));
  checks.ok(r && r.ok, 'new game, 4 players');

  const state = () => page.evaluate(() => window.contractRummy.state());
  async function waitHuman(ms = 30000) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const st = await state();
      if (st.human_decision && st.phase !== 'round_over' && st.phase !== 'game_over') return st;
      if (st.phase === 'round_over') await page.evaluate(() => window.contractRummy.act({ type: 'next_round' }));
      await page.waitForTimeout(20);
    }
    return null;
  }
  const centre = (rect) => [rect.x + rect.w / 2, rect.y + rect.h / 2];
  async function pressHint() {
    const st = await state();
    const b = st.ui.buttons.find((x) => x.label === 'Hint' || x.label.startsWith('Thinking'));
    if (!b) return false;
    const [x, y] = centre(b.rect);
    await page.mouse.click(x, y);
    return true;
  }
  // The hint text on screen once the search's answer is there.
  async function waitShown(ms = 8000) {
    const end = Date.now() + ms;
    let st = null;
    while (Date.now() < end) {
      st = await state();
      if (st.ui.hint && st.ui.hint.startsWith('Hint:') && !st.ui.hint.includes('thinking')) return st;
      await page.waitForTimeout(10);
    }
    return st;
  }

  // 1. Decisions in a row: press Hint as each starts; no long task from the hint.
  let decisions = 0, thinkingSeen = 0, longest = 0, tasksDuring = 0, decisionsWithTask = 0, syncChecked = false;
  const waits = [];
  for (let i = 0; i < 6; i++) {
    const st = await waitHuman();
    if (!st) break;
    const t0 = await page.evaluate(() => performance.now());
    if (!syncChecked) {  // the synchronous API answers at once, and says whether it is the search's answer
      const h = await page.evaluate(() => window.contractRummy.hint());
      checks.ok(h && h.action && typeof h.explanation === 'string' && typeof h.ready === 'boolean',
        `hint() answers at once with an action (ready ${h && h.ready}, source ${h && h.source})`, JSON.stringify(h));
      checks.ok(h && (h.ready ? h.source === 'search' : h.source === 'baseline'), 'a hint not ready is the baseline\'s, marked so');
      syncChecked = true;
    }
    checks.ok(await pressHint(), `decision ${i + 1} (${st.phase}): the Hint button is there`);
    const right = await state();
    if (right.ui.hint.includes('thinking')) thinkingSeen++;
    const shown = await waitShown();
    const t1 = await page.evaluate(() => performance.now());
    waits.push(t1 - t0);
    checks.ok(shown && shown.ui.hint.startsWith('Hint:') && !shown.ui.hint.includes('thinking'),
      `decision ${i + 1}: the hint is on screen: "${shown && shown.ui.hint}"`);
    const h = await page.evaluate(() => window.contractRummy.hintAsync());
    checks.ok(h && h.ready && h.source === 'search', `decision ${i + 1}: the API's hint is the search's (${h && h.source})`);
    checks.ok(h && shown && shown.ui.hint === `Hint: ${h.label}. ${h.explanation}`, 'the screen shows the API\'s hint',
      `${shown && shown.ui.hint} vs ${h && h.label} / ${h && h.explanation}`);
    const tasks = await page.evaluate(([a, b]) => window.__longTasks.filter((t) => t.start >= a && t.start <= b), [t0, t1]);
    tasksDuring += tasks.length;
    if (tasks.length) decisionsWithTask++;
    for (const t of tasks) longest = Math.max(longest, t.duration);
    if (i === 0) await page.screenshot({ path: path.join(outDir, 'hint-shown.png') });
    decisions++;
    // Follow the hint.
    const res = await page.evaluate((a) => window.contractRummy.act(a), h.action);
    checks.ok(res && res.ok, `decision ${i + 1}: the hint's action is accepted`, JSON.stringify(res));
  }
  const hints = await page.evaluate(() => ({ answered: window.Module.hints.answered, local: window.Module.hints.local,
    restarts: window.Module.hints.restarts }));
  figure(`${decisions} hints at the expert level: ${hints.answered} answered by the hints' worker, ${hints.local} on the page's thread; ` +
    `press to hint on screen ${waits.map((w) => w.toFixed(0)).join(', ')} ms ("thinking" seen ${thinkingSeen}x); ` +
    `${tasksDuring} long tasks on the page's thread meanwhile, longest ${longest.toFixed(0)} ms`);
  checks.ok(decisions >= 4, `hints at ${decisions} decisions`);
  checks.ok(hints.answered >= decisions && hints.local === 0 && hints.restarts === 0, 'every hint came from the worker', JSON.stringify(hints));
  // Where the hints ran is the check (the counts above: every hint answered by
  // the hints' worker, none on the page's thread). A long task is wall time: on
  // this 2-core machine the hints' search in its worker and the other browser
  // lane take the cores, and the page's thread, descheduled, turns 6-30 ms
  // frames into long tasks (measured: frames of 6 ms inside tasks of 79 ms while
  // a build ran; in CI 5 of 6 decisions had one, longest 180 ms, with every hint
  // answered by the worker). So their number and length are a figure, not a check.
  figure(`long tasks while hinting at ${decisionsWithTask} of ${decisions} decisions (longest ${longest.toFixed(0)} ms)`);

  // 2. The hints' worker dies: the next hint still comes (the baseline's, here), once said; a new worker follows.
  await page.evaluate(() => window.Module.hints.terminate());
  let st = await waitHuman();
  for (let i = 0; i < 3 && st; i++) {  // a decision whose hint was answered before the kill: play on
    const h = await page.evaluate(() => window.contractRummy.hint());
    if (!h || !h.ready) break;
    await page.evaluate((a) => window.contractRummy.act(a), h.action);
    st = await waitHuman();
  }
  checks.ok(!!st, 'the human decides again');
  await pressHint();
  // The search does not answer (the worker is gone): the button and the hint line say it is thinking.
  // (The click is read by the game's next frame: wait for the hint line to appear.)
  let waiting = await state();
  for (let t = 0; t < 100 && !waiting.ui.hint; t++) {
    await page.waitForTimeout(10);
    waiting = await state();
  }
  checks.ok(waiting.ui.hint === 'Hint: thinking\u2026' && waiting.ui.buttons.some((b) => b.label === 'Thinking\u2026'),
    `while the hint is awaited, Hint says it is thinking ("${waiting.ui.hint}")`);
  await page.screenshot({ path: path.join(outDir, 'hint-thinking.png') });
  const fallback = await waitShown(10000);
  checks.ok(fallback && fallback.ui.hint.startsWith('Hint:') && !fallback.ui.hint.includes('thinking'),
    `with the worker terminated the hint still shows: "${fallback && fallback.ui.hint}"`);
  const hf = await page.evaluate(() => window.contractRummy.hint());
  checks.ok(hf && hf.ready && hf.source === 'baseline', `that hint is the baseline level's (${hf && hf.source})`);
  await page.screenshot({ path: path.join(outDir, 'hint-worker-killed.png') });
  let res = await page.evaluate((a) => window.contractRummy.act(a), hf.action);
  checks.ok(res && res.ok, 'the fallback hint\'s action is accepted', JSON.stringify(res));
  st = await waitHuman();
  const again = st && await page.evaluate(() => window.contractRummy.hintAsync());
  const after = await page.evaluate(() => ({ answered: window.Module.hints.answered, local: window.Module.hints.local,
    restarts: window.Module.hints.restarts }));
  checks.ok(again && again.ready && again.source === 'search', `the restarted worker answers the next hint (${again && again.source})`);
  checks.ok(after.local === 1 && after.restarts === 1, 'one hint on the page\'s thread, one restart', JSON.stringify(after));
  const told = warnings.filter((w) => w.includes('hints: the worker'));
  checks.ok(told.length === 1, `the console says so once (${told.length}): ${told[0] || ''}`);
  const bots = await page.evaluate(() => ({ local: window.Module.bots.local, restarts: window.Module.bots.restarts }));
  checks.ok(bots.local === 0 && bots.restarts === 0, 'the bots\' own worker was not disturbed', JSON.stringify(bots));
  checks.ok(problems.length === 0, 'no console errors', problems.join(' | '));
}, () => browser.close());
