// South African Kaluki in the real page: a whole 3-player game through
// window.contractRummy (the human follows hint(), the bots play through the
// normal path, bots and animation instant). Checks the blitz round's title
// and banner, the phase after someone goes out, closed melds marked in the
// UI, the game's end; then the half-safe demo's refusal names the card.
// Screenshots: the blitz round (table and the human's turn), the phase after
// going out, a closed meld, the demo's refusal.
//
//   node tests/browser/kaluki.test.mjs <base-url> <out-dir>
import { startGameTest, GAME_GUARD_MS, actOnHint, stateAndHint } from './browser.mjs';

const { base, check, done, browser, page, errors, api, shot } = await startGameTest('http://127.0.0.1:8742/', { width: 1024, height: 700, settleMs: 100 });

let r = await api('newGame', { variant: 'kaluki', players: 3, seed: 20261125 });
check(r && r.ok, 'newGame kaluki with 3 players');
let st = await api('state');
check(/blitz/i.test(st.round_title || ''), `round 1 is the blitz: "${st.round_title}"`);
await shot('kaluki-blitz-table.png');

let actions = 0, hands = 0, blitzTurnShot = false, afterOutShot = false, closedShot = false, closedSeen = false;
let afterOutSeen = false;
const deadline = Date.now() + GAME_GUARD_MS;
while (Date.now() < deadline) {
  const both = await stateAndHint(page);
  st = both.st;
  if (st.phase === 'game_over') break;
  const banner = (st.ui && st.ui.banner) || '';
  if (!blitzTurnShot && st.round === 1 && st.human_decision && (st.phase === 'draw' || st.phase === 'play')) {
    check(/blitz/i.test(banner), `the blitz round explains itself in the banner: "${banner}"`);
    await shot('kaluki-blitz-turn.png');
    blitzTurnShot = true;
  }
  if (st.phase === 'after_out') {
    if (!afterOutSeen) check(/melds|went out/i.test(banner), `after going out the banner says what is asked: "${banner}"`);
    afterOutSeen = true;
    if (!afterOutShot && st.human_decision) {
      const labels = ((st.ui && st.ui.buttons) || []).map((b) => b.label);
      check(labels.includes('Done'), `a Done button after someone went out (${labels.join(', ')})`);
      await shot('kaluki-after-out.png');
      afterOutShot = true;
    }
  }
  const melds = (st.ui && st.ui.melds) || [];
  if (melds.some((m) => m.closed)) {
    closedSeen = true;
    if (!closedShot) { await shot('kaluki-closed-meld.png'); closedShot = true; }
  }
  if (st.phase === 'round_over') {
    hands++;
    r = await api('act', { type: 'next_round' });
    if (!r.ok) { check(false, `next_round refused: ${r.reason}`); break; }
    continue;
  }
  if (!both.hint) { await page.waitForTimeout(10); continue; }
  const sent = await actOnHint(api, st, both.hint.action);
  r = sent.r;
  if (sent.moved) continue;  // the game moved on meanwhile: read again
  actions++;
  if (!r.ok) { check(false, `hint action ${JSON.stringify(both.hint.action)} refused: ${r.reason}`); break; }
}
st = await api('state');
check(st.phase === 'game_over', `the game ended (${hands} hands played, ${actions} human actions, phase ${st.phase})`);
check(Array.isArray(st.standings) && st.standings.length === 3, 'final standings');
check(blitzTurnShot, 'screenshot of the human\'s blitz turn');
check(afterOutSeen, 'the others were asked after someone went out');
check(closedSeen, 'a closed meld was marked closed in the UI');
if (st.phase === 'game_over') await shot('kaluki-game-over.png');

// The half-safe demo: a joker for a card whose both copies are unplayed is refused, with the card named.
r = await api('demo', { id: 'half-safe-joker' });
check(r && r.ok, `demo half-safe-joker starts${r && r.reason ? ': ' + r.reason : ''}`);
r = await api('act', { type: 'meld', melds: [['7S', 'JK', '9S']] });
const after = await api('state');
const said = JSON.stringify(r) + JSON.stringify(after.demo || {});
check(!r.ok || /unplayed/.test(said), 'the forbidden joker is not melded');
check(/both 8\u2660 are still unplayed/.test(said), `the refusal names the card: ${said.slice(0, 300)}`);
await shot('kaluki-half-safe-refusal.png');
r = await api('act', { type: 'meld', melds: [['10D', 'JD', 'JK']] });
check(r && r.ok, `the half-safe joker is melded${r && r.reason ? ': ' + r.reason : ''}`);

check(errors.length === 0, `no console errors${errors.length ? ': ' + errors.slice(0, 5).join(' | ') : ''}`);
await browser.close();
done();
