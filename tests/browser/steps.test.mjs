// Per-player progression in the real page: a 4-player game of 12-Step Rummy
// (each player on his own contract). The human seat follows hint() through
// window.contractRummy, the bots play through the normal path, until a hand
// has ended with a step made (at most a few hands, ~90 s). Checks that every
// seat's step is in state(), that a step advanced, that the log says who
// advanced, and takes screenshots of the table (each box shows its step) and
// of a round summary (who advanced, who tries again).
//
//   node tests/browser/steps.test.mjs <base-url> <out-dir>
import { startGameTest, GAME_GUARD_MS, actOnHint, stateAndHint } from './browser.mjs';

const { base, check, done, browser, page, errors, api, shot } = await startGameTest('http://127.0.0.1:8742/', { width: 1024, height: 700, settleMs: 200 });

let r = await api('newGame', { variant: 'twelve-step', players: 4, seed: 20261124 });
check(r && r.ok, 'newGame twelve-step with 4 players');
let st = await api('state');
check(Array.isArray(st.seats) && st.seats.length === 4 && st.seats.every((s) => s.step === 0),
  `every seat starts at step 1 (state().seats[].step ${JSON.stringify((st.seats || []).map((s) => s.step))})`);
check(/Hand 1/.test(st.round_title || ''), `round title "${st.round_title}"`);
await shot('steps-table-start.png');

let actions = 0, advanced = false, summaryShot = false, hands = 0;
const deadline = Date.now() + GAME_GUARD_MS;
while (Date.now() < deadline && !advanced) {
  const both = await stateAndHint(page);
  st = both.st;
  if (st.phase === 'game_over') break;
  if (st.phase === 'round_over') {
    hands++;
    const steps = st.seats.map((s) => s.step);
    if (steps.some((x) => x > 0)) {
      advanced = true;
      await shot('steps-round-summary.png');
      summaryShot = true;
      const log = (st.log || []).map((l) => (typeof l === 'string' ? l : l.text || JSON.stringify(l))).join('\n');
      check(/made step \d+ and moves on to step \d+/.test(log), 'the log says who made his step and moves on');
      check(st.seats.every((s) => s.step === (s.down ? 1 : 0)),
        `the seats that made their contract (down) are on step 2, the others still on step 1: ${JSON.stringify(st.seats.map((s) => [s.down, s.step]))}`);
      break;
    }
  }
  if (!both.hint) { await page.waitForTimeout(20); continue; }
  const sent = await actOnHint(api, st, both.hint.action);
  r = sent.r;
  if (sent.moved) continue;  // the game moved on meanwhile: read again
  actions++;
  if (!r.ok) { check(false, `hint action ${JSON.stringify(both.hint.action)} refused: ${r.reason}`); break; }
}
check(advanced, `a step advanced after ${hands} hand(s), ${actions} human actions`);
check(summaryShot, 'screenshot of the round summary');
if (advanced) {
  r = await api('act', { type: 'next_round' });
  check(r && r.ok, 'next hand dealt');
  st = await api('state');
  check(/Hand 2/.test(st.round_title || '') && st.seats.some((s) => s.step === 1),
    `hand 2 with some seat on step 2: ${st.round_title} ${JSON.stringify(st.seats.map((s) => s.step))}`);
  check(typeof st.contract === 'string' && st.contract.length > 0, `the human's own contract ${st.contract} (${st.contract_text})`);
  await shot('steps-table-hand2.png');
}
check(errors.length === 0, `no console errors${errors.length ? ': ' + errors.slice(0, 5).join(' | ') : ''}`);
await browser.close();
done();
