// Plays a complete 4-player contract-rummy game in the real page: the human
// seat through window.contractRummy (following hint()), the bots through the
// normal path. Screenshots at the table, a May I? prompt, a round summary and
// game over; a reload in the middle of a round must resume the identical
// state; no console errors; the table at 360x640 and 1280x800.
//
//   node tests/browser/play-game.test.mjs <base-url> <out-dir>
import fs from 'node:fs';
import path from 'node:path';
import { launch, testArgs, plainChecks, stateAndHint } from './browser.mjs';

const { base, outDir } = testArgs('http://127.0.0.1:8123/');
const { check, done } = plainChecks();

const browser = await launch();  // $CHROMIUM or /usr/bin/chromium (browser.mjs)
const errors = [];
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));

const url = base + 'index.html?bots=instant&animation=instant';
const t0 = Date.now();
await page.goto(url);
await page.evaluate(() => window.contractRummy.ready.then(() => true));
check(true, `page ready in ${Date.now() - t0} ms`);

const api = (fn, arg) => page.evaluate(([f, a]) => window.contractRummy[f](a), [fn, arg]);
const shot = async (name) => { await page.waitForTimeout(150); await page.screenshot({ path: path.join(outDir, name) }); };

let r = await api('newGame', { variant: 'contract-rummy', players: 4, seed: 20261121 });
check(r && r.ok, 'newGame contract-rummy with 4 players');
let st = await api('state');
check(st.phase && st.round === 1 && Array.isArray(st.hand) && st.hand.length > 0 && Array.isArray(st.scores),
  `state(): phase ${st.phase}, round ${st.round}, contract "${st.contract_text}", ${st.hand.length} cards`);
// Slower animations for the screenshots of the table.
await api('settings', { animation: 'normal' });
await shot('table-1280x800.png');
await page.setViewportSize({ width: 360, height: 640 });
await shot('table-360x640.png');
await page.setViewportSize({ width: 1280, height: 800 });
await api('settings', { animation: 'instant' });

// (text_check measures the frame just drawn: the home screen after a reload)
const comparable = (s) => JSON.stringify({ ...s, log: undefined, screen: undefined, ui: undefined, text_check: undefined });
// An illegal action is refused with the engine's reason and changes nothing.
const before = comparable(await api('state'));
r = await api('act', { type: 'discard', card: 0 });
check(r && r.ok === false && typeof r.reason === 'string' && r.reason.length > 0, `illegal action refused: "${r && r.reason}"`);
const refusedState = await api('state');
check(comparable(refusedState) === before, 'refused action changed nothing');
check(refusedState.ui && refusedState.ui.message === r.reason, 'the engine\'s reason is shown on the table');
await shot('refused-action.png');

let shots = { mayi: false, summary: false };
let reloaded = false;
let actions = 0;
let rounds = new Set();
const deadline = Date.now() + 12 * 60 * 1000;
while (Date.now() < deadline) {
  // State and hint in one task: no frame (and no bot move) in between.
  let hint;
  ({ st, hint } = await stateAndHint(page));
  rounds.add(st.round);
  if (st.phase === 'game_over') break;
  if (!hint) { await page.waitForTimeout(20); continue; }
  if (st.phase === 'buy_window' && !shots.mayi) {
    await shot('may-i-prompt.png');
    const still = await api('state');
    shots.mayi = still.phase === 'buy_window' && still.deciding === still.human;
  }
  if (st.phase === 'round_over' && !shots.summary) {
    await shot('round-summary.png');
    shots.summary = true;
  }
  if (!reloaded && st.round === 2 && st.phase === 'play' && st.turn >= 2) {
    const saved = comparable(st);
    await page.reload();
    await page.evaluate(() => window.contractRummy.ready.then(() => true));
    const home = await api('state');
    check(home.screen === 'home' && home.phase === st.phase, 'after reload the home screen offers Continue');
    const resumed = comparable(await api('state'));
    check(resumed === saved, 'reload in the middle of round 2 resumes the identical state');
    if (resumed !== saved) { fs.writeFileSync(path.join(outDir, 'state-before.json'), saved); fs.writeFileSync(path.join(outDir, 'state-after.json'), resumed); }
    await shot('after-reload-home.png');
    reloaded = true;
    continue;
  }
  r = await api('act', hint.action);
  actions++;
  if (!r.ok) {
    check(false, `hint action ${JSON.stringify(hint.action)} refused: ${r.reason}`);
    break;
  }
}
st = await api('state');
check(st.phase === 'game_over', `game over after ${actions} human actions, rounds seen ${[...rounds].join(',')}`);
check(shots.mayi, 'screenshot at a May I? prompt');
check(shots.summary, 'screenshot at a round summary');
check(reloaded, 'reload tested in the middle of a round');
await shot('game-over.png');
check(Array.isArray(st.standings) && st.standings.length === 4, `standings ${JSON.stringify(st.standings)} scores ${JSON.stringify(st.scores)}`);
await page.setViewportSize({ width: 360, height: 640 });
await shot('game-over-360x640.png');
check(errors.length === 0, `no console errors${errors.length ? ': ' + errors.slice(0, 5).join(' | ') : ''}`);
await browser.close();
done();
