// Push (PUSH001) in the real page: a full 4-player game, two teams of
// partners sitting opposite. The human seat follows hint() through
// window.contractRummy, the bots play through the normal path (instant bots
// and animations: the run stays short). Checks the teams in state() (each
// seat's team, the team totals, the team standings at the end), that the
// human pushed and was pushed to, that the log explains a push ("... pushed
// 7♣ and a face-down card to ..."), and takes screenshots at the human's
// push prompt, just after a push, at a round summary and at game over.
//
//   node tests/browser/push.test.mjs <base-url> <out-dir>
import { startGameTest, GAME_GUARD_MS, clickRead, actOnHint, stateAndHint } from './browser.mjs';

const { base, check, done, browser, page, errors, api, shot } = await startGameTest('http://127.0.0.1:8752/', { width: 1024, height: 700, settleMs: 200 });
const logText = (st) => (st.log || []).map((l) => (typeof l === 'string' ? l : l.text || '')).join('\n');

let r = await api('newGame', { variant: 'push', players: 4, seed: 20261125 });
check(r && r.ok, 'newGame push with 4 players');
let st = await api('state');
const teams = (st.seats || []).map((s) => s.team);
check(JSON.stringify(teams) === '[0,1,0,1]', `partners sit opposite: seats' teams ${JSON.stringify(teams)}`);
check(Array.isArray(st.team_totals) && st.team_totals.length === 2, `team totals in state(): ${JSON.stringify(st.team_totals)}`);
check(st.round === 1 && st.hand.length >= 6, `round 1, ${st.hand.length} cards in hand`);

let actions = 0, humanPushes = 0, pushedToHuman = false, pushShot = false, afterShot = false, summaryShot = false;
let pushLine = '';
const rounds = new Set();
const deadline = Date.now() + GAME_GUARD_MS;
while (Date.now() < deadline) {
  const both = await stateAndHint(page);
  st = both.st;
  rounds.add(st.round);
  const log = logText(st);
  const m = log.match(/^.* pushed .+ and a face-down card to .+$/m);
  if (m && !pushLine) pushLine = m[0];
  if (/pushed .+ and a face-down card to you/.test(log)) pushedToHuman = true;
  if (st.phase === 'game_over') break;
  if (st.phase === 'round_over' && !summaryShot) { await shot('push-round-summary.png'); summaryShot = true; }
  if (!both.hint) { await page.waitForTimeout(20); continue; }
  const isPush = both.hint.action.type === 'push';
  if (isPush && !pushShot) { await shot('push-prompt.png'); pushShot = true; continue; }
  const sent = await actOnHint(api, st, both.hint.action);
  r = sent.r;
  if (sent.moved) continue;  // the game moved on meanwhile: read again
  actions++;
  if (!r.ok) { check(false, `hint action ${JSON.stringify(both.hint.action)} refused: ${r.reason}`); break; }
  if (isPush) {
    humanPushes++;
    if (!afterShot) { await shot('push-after-push.png'); afterShot = true; }
  }
}
st = await api('state');
check(st.phase === 'game_over', `game over after ${actions} human actions, rounds ${[...rounds].join(',')}`);
check(rounds.size === 5, 'five rounds played');
check(humanPushes > 0, `the human pushed ${humanPushes} times (following the hint)`);
check(pushShot && afterShot, 'screenshots at the push prompt and after a push');
check(/pushed .+ and a face-down card to /.test(pushLine), `the log explains a push: "${pushLine}"`);
check(pushedToHuman, 'a bot pushed cards to the human (the log says "to you")');
check(summaryShot, 'screenshot of a round summary');
const totals = st.team_totals || [];
const sum = (t) => (st.seats || []).filter((s) => s.team === t).reduce((a, s) => a + s.score, 0);
check(totals.length === 2 && totals[0] === sum(0) && totals[1] === sum(1), `team totals ${JSON.stringify(totals)} are the partners' scores summed`);
check(Array.isArray(st.team_standings) && totals[st.team_standings[0]] <= totals[st.team_standings[1]],
  `team standings ${JSON.stringify(st.team_standings)}: the lower total first`);
await shot('push-last-round.png');
// the "Final scores" button shows the game's totals (teams first)
const final = ((st.ui || {}).buttons || []).find((b) => b.label === 'Final scores');
check(Boolean(final), 'a "Final scores" button at game over');
if (final) await clickRead(page, final.rect.x + final.rect.w / 2, final.rect.y + final.rect.h / 2);
await page.waitForTimeout(200);
st = await api('state');
check(st.ui && st.ui.summary === 'final', `the final scores are shown (${st.ui && st.ui.summary})`);
await shot('push-game-over.png');
check(errors.length === 0, `no console errors${errors.length ? ': ' + errors.slice(0, 5).join(' | ') : ''}`);
await browser.close();
done();
