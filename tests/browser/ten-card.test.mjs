// Plays a complete 5-player Ten Card Rummy game in the real page: the human
// seat through window.contractRummy (following hint()), the bots through the
// normal path. Ten Card melds BEFORE the draw: the test checks that the human
// is offered Meld / Lay off in the draw phase and that a card cannot be melded
// after the draw. Screenshots at the table (360x640: eleven rounds' contract
// readable), a meld before the draw, a buy prompt and game over.
//
// CR_TEST_BRIEF=1 (shell/test): the first three rounds (more until a buy prompt came) (rounds and
// contracts advance, melds before the draw, a refused meld after it, a buy
// prompt); the whole eleven-round game and its standings otherwise (shell/bench web).
//
//   node tests/browser/ten-card.test.mjs <base-url> <out-dir>
import path from 'node:path';
import { startGameTest, actOnHint, stateAndHint } from './browser.mjs';

const { base, check, done, browser, page, errors, api, shot } = await startGameTest('http://127.0.0.1:8712/', { width: 360, height: 640, settleMs: 150 });

const BRIEF = process.env.CR_TEST_BRIEF === '1';
const BRIEF_ROUNDS = 3;

// Every discard is offered to the human (the hint answers), so a buy prompt comes early.
await api('settings', { offer_may_i: 'always' });
let r = await api('newGame', { variant: 'ten-card', players: 5, seed: 20261123 });
check(r && r.ok, 'newGame ten-card with 5 players');
let st = await api('state');
check(st.variant === undefined || st.variant === 'ten-card', `variant ${st.variant}`);
check(st.phase === 'draw' || st.phase === 'play' || st.phase === 'buy_window', `state(): phase ${st.phase}, round ${st.round}, contract "${st.contract_text}"`);
await shot('ten-card-table-360x640.png');

let actions = 0, meldsBeforeDraw = 0, refusedAfterDraw = false, buyShot = false, meldShot = false;
const rounds = new Set();
const deadline = Date.now() + 12 * 60 * 1000;
while (Date.now() < deadline) {
  let hint;
  ({ st, hint } = await stateAndHint(page));
  rounds.add(st.round);
  if (st.phase === 'game_over') break;
  if (BRIEF && rounds.size > BRIEF_ROUNDS && buyShot) break;  // a later round has started and a buy prompt was seen
  if (!hint) { await page.waitForTimeout(20); continue; }
  const t = hint.action.type;
  if (st.phase === 'draw' && (t === 'meld' || t === 'lay_off')) {
    meldsBeforeDraw++;
    if (!meldShot) { await shot('ten-card-meld-before-draw.png'); meldShot = true; meldsBeforeDraw--; continue; }
  }
  // The bots (in a worker) and the May I? setting move on during a screenshot:
  // read the state and the hint again before acting.
  if (st.phase === 'buy_window' && !buyShot) {
    console.log(`buy prompt in round ${st.round}`);
    await shot('ten-card-buy-prompt.png'); buyShot = true; continue;
  }
  // After the draw no meld is accepted (a card drawn waits for the next turn).
  if (st.phase === 'play' && !refusedAfterDraw && st.hand.length >= 3) {
    const q = await api('act', { type: 'meld', melds: [st.hand.slice(0, 3).map((c) => c.id ?? c)] });
    refusedAfterDraw = q && q.ok === false && /before you draw/.test(q.reason || '');
    if (q && q.ok === false && !refusedAfterDraw) console.log(`meld after draw refused for: ${q.reason}`);
  }
  const sent = await actOnHint(api, st, hint.action);
  r = sent.r;
  if (sent.moved) continue;  // the game moved on meanwhile: read again
  actions++;
  if (!r.ok) { check(false, `hint action ${JSON.stringify(hint.action)} refused: ${r.reason}`); break; }
}
st = await api('state');
if (BRIEF) {
  check(rounds.size > BRIEF_ROUNDS, `${BRIEF_ROUNDS} rounds played in ${actions} human actions, rounds seen ${[...rounds].join(',')}`);
} else {
  check(st.phase === 'game_over', `game over after ${actions} human actions, rounds seen ${[...rounds].join(',')}`);
  check(rounds.size === 11, 'eleven rounds played');
}
check(meldsBeforeDraw > 0, `the hint melded or laid off before the draw ${meldsBeforeDraw} times`);
check(refusedAfterDraw, 'a meld after the draw is refused with the reason');
check(buyShot, 'screenshot at a buy prompt');
if (!BRIEF) {
  await shot('ten-card-game-over-360x640.png');
  check(Array.isArray(st.standings) && st.standings.length === 5, `standings ${JSON.stringify(st.standings)} scores ${JSON.stringify(st.scores)}`);
}
check(errors.length === 0, `no console errors${errors.length ? ': ' + errors.slice(0, 5).join(' | ') : ''}`);
await browser.close();
done();
