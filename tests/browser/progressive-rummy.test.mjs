// Plays a complete 3-player Progressive Rummy (PROG000, 15 deals) game in the
// real page: the human seat through window.contractRummy (following hint()),
// the bots through the normal path. Buying is allowed only in hands 9-14 and
// the player to draw may buy the discard first: the test checks that the
// human is offered Buy before his draw only there, that a buy before the draw
// is refused in hand 1, and takes a screenshot at a Buy offer in hand 9+.
// The page API has no way to start at a later hand, so the whole game is
// played at the fastest speeds.
//
//   node tests/browser/progressive-rummy.test.mjs <base-url> <out-dir>
import { startGameTest, actOnHint, stateAndHint } from './browser.mjs';
import path from 'node:path';

const { base, check, done, browser, page, errors, api, shot } = await startGameTest('http://127.0.0.1:8741/', { width: 360, height: 640, settleMs: 150 });
const buttons = (st) => ((st.ui && st.ui.buttons) || []).map((b) => b.label);

let r = await api('newGame', { variant: 'progressive-rummy', players: 3, seed: 20261123 });
check(r && r.ok, 'newGame progressive-rummy with 3 players');
let st = await api('state');
check(st.round === 1 && /two sets of 3/.test(st.round_title || st.contract_text || ''), `round ${st.round}: "${st.round_title}"`);

let actions = 0, humanBuys = 0, buyShot = false, refusedEarly = false, offeredEarly = false;
const rounds = new Set();
const deadline = Date.now() + 10 * 60 * 1000;
while (Date.now() < deadline) {
  let hint;
  ({ st, hint } = await stateAndHint(page));
  rounds.add(st.round);
  if (st.phase === 'game_over') break;
  if (!hint) { await page.waitForTimeout(20); continue; }
  const myDraw = st.phase === 'draw' && st.human_decision;
  if (myDraw && st.round < 9 && st.may_buy) offeredEarly = true;
  if (myDraw && st.round === 1 && !refusedEarly) {
    // [000] "You can only buy in hands 9-14"
    const q = await api('act', { type: 'buy' });
    refusedEarly = q && q.ok === false;
  }
  // [000] "If it is your turn you have the right to buy first if you wish and then take your normal turn."
  if (myDraw && st.round >= 9 && st.may_buy && !buyShot) {
    check(buttons(st).includes('Buy'), `hand ${st.round}: a Buy button before the draw (${buttons(st).join(', ')})`);
    await shot('progressive-rummy-buy-first-360x640.png');
    buyShot = true;
    continue;  // the bots may not move in the human's draw, but read again anyway
  }
  if (hint.action.type === 'buy') humanBuys++;
  const sent = await actOnHint(api, st, hint.action);
  r = sent.r;
  if (sent.moved) continue;  // the game moved on meanwhile: read again
  actions++;
  if (!r.ok) { check(false, `hint action ${JSON.stringify(hint.action)} refused: ${r.reason}`); break; }
}
st = await api('state');
check(st.phase === 'game_over', `game over after ${actions} human actions (${humanBuys} buys), rounds seen ${[...rounds].join(',')}`);
check(rounds.size === 15, 'fifteen deals played');
check(refusedEarly, 'a buy before the draw in hand 1 is refused');
check(!offeredEarly, 'no buy offered before hand 9');
check(buyShot, 'screenshot at a Buy offer in hand 9 or later');
await shot('progressive-rummy-game-over-360x640.png');
check(Array.isArray(st.standings) && st.standings.length === 3, `standings ${JSON.stringify(st.standings)} scores ${JSON.stringify(st.scores)}`);
check(errors.length === 0, `no console errors${errors.length ? ': ' + errors.slice(0, 5).join(' | ') : ''}`);
await browser.close();
done();
