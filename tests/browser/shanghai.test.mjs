// Plays a complete 4-player game of shanghai in the real page: the human seat
// through window.contractRummy (following hint()), the bots through the
// normal path. Once, instead of laying off a card that fits a meld, the
// human discards it, which opens the Shanghai question for him: screenshot
// of the Shanghai bar, then the hint's answer (the call). The log must say
// who called Shanghai and what happened to the card; the table at 360x640
// must show the round's contract of the 7 rounds; no console errors.
//
//   node tests/browser/shanghai.test.mjs <base-url> <out-dir>
import path from 'node:path';
import { startGameTest, stateAndHint } from './browser.mjs';

const { base, check, done, browser, page, errors, api, shot } = await startGameTest('http://127.0.0.1:8711/', { width: 360, height: 640, settleMs: 150 });

let r = await api('newGame', { variant: 'shanghai', players: 4, seed: 20261123 });
check(r && r.ok, 'newGame shanghai with 4 players');
let st = await api('state');
check(st.hand && st.hand.length === 11, `11 cards dealt ("As in Contract Rummy, 11 cards are dealt to each player"): ${st.hand && st.hand.length}`);
await shot('shanghai-table-360x640.png');

let shanghaiShot = false;
let discardedFitting = false;
let actions = 0;
const rounds = new Set();
const logLines = new Set();
const deadline = Date.now() + 12 * 60 * 1000;
while (Date.now() < deadline) {
  let hint;
  ({ st, hint } = await stateAndHint(page));
  rounds.add(st.round);
  for (const l of st.log || []) logLines.add(typeof l === 'string' ? l : l.text);
  if (st.phase === 'game_over') break;
  if (!hint) { await page.waitForTimeout(20); continue; }
  let action = hint.action;
  if (st.phase === 'shanghai_window' && st.deciding === st.human && !shanghaiShot) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot('shanghai-prompt-1280x800.png');
    await page.setViewportSize({ width: 360, height: 640 });
    await shot('shanghai-prompt-360x640.png');
    const still = await api('state');
    shanghaiShot = still.phase === 'shanghai_window' && still.deciding === still.human && still.ui && still.ui.may_i_bar !== null;
  }
  // Once: discard the card the hint would lay off (it fits a meld) while other cards remain.
  if (!discardedFitting && st.phase === 'play' && action.type === 'lay_off' && st.hand.length > 2 && st.round < 7) {
    const tryIt = await api('act', { type: 'discard', card: action.card });
    if (tryIt.ok) { discardedFitting = true; actions++; continue; }
  }
  r = await api('act', action);
  actions++;
  if (action.type === 'shanghai') for (const l of (await api('state')).log || []) logLines.add(l);
  if (!r.ok) {
    check(false, `hint action ${JSON.stringify(action)} refused: ${r.reason}`);
    break;
  }
}
st = await api('state');
check(st.phase === 'game_over', `game over after ${actions} human actions, rounds seen ${[...rounds].join(',')}`);
check(discardedFitting, 'the human discarded a card that fits a meld');
check(shanghaiShot, 'screenshot at the human\'s Shanghai question (the bar is shown)');
const called = [...logLines].filter((l) => typeof l === 'string' && l.includes('called Shanghai'));
check(called.length > 0, `the log says who called Shanghai: ${called.slice(0, 3).join(' | ')}`);
await shot('shanghai-game-over-360x640.png');
check(Array.isArray(st.standings) && st.standings.length === 4, `standings ${JSON.stringify(st.standings)} scores ${JSON.stringify(st.scores)}`);
check(errors.length === 0, `no console errors${errors.length ? ': ' + errors.slice(0, 5).join(' | ') : ''}`);
await browser.close();
done();
