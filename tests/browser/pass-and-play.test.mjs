// Pass-and-play (issue 14): a game of 3 people (Ann, Sam, Lee) and 1 bot on
// one device, set up on the new-game screen by taps and typing, played
// through a full round (each person's move through the page API after he
// takes the device by tapping the hand-off screen's button). A screenshot
// at every hand-off and every decision; for each: the state says which
// hand the screen shows (none behind the hand-off, else the deciding
// person's), the drawn hand matches it card for card, and a hand-off frame
// has no card drawn at all (no white card faces in its pixels). Reloading
// resumes behind the hand-off screen. Phone (390x844) and desktop sizes.
//
//   node tests/browser/pass-and-play.test.mjs <base-url> <out-dir>
import fs from 'node:fs';
import path from 'node:path';
import { Checks, launch, openPage, imageStats, clickRead, pressRead, waitUntil } from './browser.mjs';

const base = (process.argv[2] || 'http://127.0.0.1:8123/').replace(/\/?$/, '/');
// The screenshots (numbered, in order) go in their own folder of <out-dir>.
const outDir = path.join(process.argv[3] || 'build/browser-shots', 'pass-and-play');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const checks = new Checks('pass-and-play');
const browser = await launch();
const { page, problems } = await openPage(browser, { width: 390, height: 844 });
await page.goto(base + 'index.html?bots=instant&animation=instant');
await page.evaluate(() => window.contractRummy.ready.then(() => true));
const api = (fn, arg) => page.evaluate(([f, a]) => window.contractRummy[f](a), [fn, arg]);
const center = (r) => [r.x + r.w / 2, r.y + r.h / 2];
const findButton = (st, pred) => ((st.ui && st.ui.buttons) || []).find(pred);
// The state once `ok(state)` holds, or the last read after about 4 s (a slow
// machine can take more than a frame to apply a tap).
const stateWhen = (ok, ms) => waitUntil(page, () => api('state'), ok, ms);

async function tap(st, pred, what) {
  const b = findButton(st, pred);
  if (!checks.ok(!!b, `button ${what} on the ${st.screen} screen`)) return false;
  const [x, y] = center(b.rect);
  await clickRead(page, x, y);
  await page.waitForTimeout(60);
  return true;
}
let shotCount = 0;
async function shot(name) {
  await page.waitForTimeout(80);
  const file = path.join(outDir, `${String(++shotCount).padStart(3, '0')}-${name}.png`);
  const png = await page.screenshot({ path: file });
  return { file, png };
}

// --- The new-game screen: P2 and P3 become Human, named Sam and Lee.
let st = await api('state');
await tap(st, (b) => b.label === 'New game', 'New game');
st = await api('state');
checks.ok(st.screen === 'new_game', 'the new-game screen');
// Your name: Ann (the first empty box is the name field).
await tap(st, (b) => b.label === '', 'your name');
for (let i = 0; i < 16; i++) await pressRead(page, 'Backspace');
await page.keyboard.type('Ann', { delay: 30 });
await pressRead(page, 'Enter');
for (const seat of ['P2', 'P3']) {
  for (let i = 0; i < 8; i++) {
    st = await api('state');
    const b = findButton(st, (x) => x.label.startsWith(seat + ':'));
    if (!b || b.label === `${seat}: Human`) break;
    await clickRead(page, ...center(b.rect));
    await page.waitForTimeout(40);
  }
}
st = await api('state');
checks.ok(!!findButton(st, (b) => b.label === 'P2: Human') && !!findButton(st, (b) => b.label === 'P3: Human'),
  'P2 and P3 are Human on the new-game screen');
// The people's name boxes follow the name and seed fields (empty labels).
const boxes = st.ui.buttons.filter((b) => b.label === '');
checks.ok(boxes.length === 4, `a name box per other person (${boxes.length - 2})`);
for (const [i, name] of [[2, 'Sam'], [3, 'Lee']]) {
  if (!boxes[i]) break;
  await clickRead(page, ...center(boxes[i].rect));
  await page.waitForTimeout(150);
  await page.keyboard.type(name, { delay: 30 });
  await pressRead(page, 'Enter');
}
// A set seed: the same deal every run.
await clickRead(page, ...center(boxes[1].rect));
await page.waitForTimeout(150);
await page.keyboard.type('20261125', { delay: 20 });
await pressRead(page, 'Enter');
await shot('new-game-people');
// The smallest phone: every control of the screen still on it, none over another.
await page.setViewportSize({ width: 360, height: 640 });
await page.waitForTimeout(150);
st = await api('state');
await shot('new-game-people-360x640');
const inside = st.ui.buttons.every((b) => b.rect.y >= 0 && b.rect.y + b.rect.h <= 640 + 0.5);
const overlap = st.ui.buttons.some((a, i) => st.ui.buttons.some((b, k) => k > i && a.rect.x < b.rect.x + b.rect.w &&
  b.rect.x < a.rect.x + a.rect.w && a.rect.y < b.rect.y + b.rect.h && b.rect.y < a.rect.y + a.rect.h));
checks.ok(inside && !overlap, 'the new-game screen with people fits 360x640');
await page.setViewportSize({ width: 390, height: 844 });
await page.waitForTimeout(150);
st = await api('state');
// Every May I? is asked (not only when the card helps): the people the
// window asks answer together on one screen whenever two or more are asked.
await api('settings', { offer_may_i: 'always' });
await tap(st, (b) => b.label === 'Start', 'Start');
st = await stateWhen((s) => s.screen === 'table' && (s.humans || []).length === 3);
checks.ok(st.screen === 'table' && JSON.stringify(st.humans) === '[0,1,2]', `a game of people in seats ${JSON.stringify(st.humans)}`);
checks.ok(JSON.stringify(st.names.slice(0, 3)) === '["Ann","Sam","Lee"]', `their names ${JSON.stringify(st.names)}`);

// --- Every screen state: what it may show.
const seenHands = {};  // seat -> the cards last shown for him
let bad = 0;
// What a frame shows: a screenshot between two equal states is judged by
// them (a bot may move in between; then the frame is taken again).
const shown = (s) => JSON.stringify([s.handoff, s.handoff_to, s.human, s.deciding, s.phase, s.hand.map((c) => c.id),
  ((s.ui && s.ui.hand) || []).map((c) => c.id)]);
async function judge(st, label) {
  const { file, png } = await shot(label);
  const after = await api('state');
  if (shown(after) !== shown(st)) {
    fs.unlinkSync(file);
    shotCount--;
    return false;
  }
  const uiHand = (st.ui && st.ui.hand) || [];
  if (st.handoff) {
    const stats = await imageStats(browser, png);
    // (the May I? screen for several people has light answer buttons: their
    // share of the screen is allowed, a card face beyond it is not)
    const group = st.ui && st.ui.may_i_group && st.ui.may_i_group.collecting;
    const vp = page.viewportSize();
    const buttons = group ? st.ui.buttons.reduce((n, b) => n + b.rect.w * b.rect.h, 0) / (vp.width * vp.height) : 0;
    const ok = st.hand.length === 0 && st.hand_order.length === 0 && uiHand.length === 0 && stats.light < 0.03 + buttons;
    if (!ok) { bad++; checks.ok(false, `${path.basename(file)}: nothing of a hand behind the hand-off`, `hand ${st.hand.length}, drawn ${uiHand.length}, light ${stats.light.toFixed(3)}`); }
    return true;
  }
  const ids = new Set(st.hand.map((c) => c.id));
  const drawn = uiHand.map((c) => c.id);
  const deciderIsPerson = st.deciding >= 0 && st.humans.includes(st.deciding);
  const ok = drawn.every((id) => ids.has(id)) && (!deciderIsPerson || st.deciding === st.human) &&
    st.hand.length === st.seats[st.human].hand_count;
  if (!ok) { bad++; checks.ok(false, `${path.basename(file)}: only the deciding person's hand`, `human ${st.human}, deciding ${st.deciding}, drawn ${drawn.length}`); }
  seenHands[st.human] = drawn;
  return true;
}

// --- May I? for several people on one screen: each taps an answer (the
// first May I?, the others No; every third question the first looks at his
// cards first instead), then Done. The device then goes back behind a
// hand-off; a person who chose Look is handed the device when his turn to
// answer comes, and the others' answers are given without asking again.
let groups = 0, groupBuys = 0, looks = 0, askedAgain = 0;
let held = null;  // {card, seats}: answers given on the screen for this card
async function answerGroup(st, group) {
  groups++;
  const rows = group.people.length;
  const byLabel = (label) => st.ui.buttons.filter((b) => b.label === label).sort((a, b) => a.rect.y - b.rect.y);
  const yes = byLabel('May I?'), no = byLabel('No'), look = byLabel('Look');
  checks.ok(yes.length === rows && no.length === rows && look.length === rows && st.hand.length === 0,
    `May I? for ${group.people.map((p) => p.name).join(' and ')}: a row each, no hand shown`);
  const lookFirst = groups % 3 === 0;
  if (lookFirst) looks++;
  for (let i = 0; i < rows; i++) {
    const b = i === 0 ? (lookFirst ? look[i] : yes[i]) : no[i];
    await clickRead(page, ...center(b.rect));
    await page.waitForTimeout(40);
  }
  held = { card: group.card, seats: group.people.slice(lookFirst ? 1 : 0).map((p) => p.seat) };
  const ready = await stateWhen((s) => !!findButton(s, (b) => b.label === 'Done' && b.enabled));
  const buyer = group.people[0].seat, handBefore = st.seats[buyer].hand_count;
  await tap(ready, (b) => b.label === 'Done' && b.enabled, 'Done');
  const after = await stateWhen((s) => !(s.ui && s.ui.may_i_group && s.ui.may_i_group.collecting));
  checks.ok(after.handoff === true, 'after Done every hand stays hidden (a hand-off, or the next question)');
  if (after.seats[buyer].hand_count > handBefore) groupBuys++;
}

// --- Play: the device goes round; every person's move by the API after his tap.
let handoffs = 0;
let decisions = 0;
const handedTo = new Set();
let refusedBehind = null;
let roundsDone = 0;
const deadline = Date.now() + 8 * 60 * 1000;
while (Date.now() < deadline) {
  const both = await page.evaluate(() => ({ st: window.contractRummy.state(), hint: window.contractRummy.hint() }));
  st = both.st;
  if (st.phase === 'game_over') break;
  const group = st.ui && st.ui.may_i_group;
  if (st.handoff && group && group.collecting) {
    if (!await judge(st, `may-i-for-${group.people.map((p) => p.name).join('-')}`)) continue;
    await answerGroup(st, group);
    continue;
  }
  if (st.handoff && held && st.phase === 'buy_window' && st.table.discard_top && st.table.discard_top.id === held.card &&
      held.seats.includes(st.handoff_to)) askedAgain++;
  if (st.handoff) {
    if (!await judge(st, `handoff-to-${st.names[st.handoff_to]}`)) continue;
    handoffs++;
    handedTo.add(st.handoff_to);
    if (refusedBehind === null) {
      const r = await api('act', { type: 'draw_stock' });
      refusedBehind = r.ok === false && both.hint === null;
      checks.ok(refusedBehind, `behind the hand-off, act() is refused ("${r.reason}") and hint() is null`);
    }
    await tap(st, (b) => b.label.startsWith("I'm "), `I'm ${st.names[st.handoff_to]}`);
    continue;
  }
  if (st.phase === 'round_over') {
    if (!await judge(st, `round-${st.round}-over`)) continue;
    roundsDone++;
    if (roundsDone >= 1) break;
    continue;
  }
  if (!both.hint) { await page.waitForTimeout(25); continue; }
  if (!await judge(st, `decision-${st.names[st.human]}-${st.phase}`)) continue;
  decisions++;
  const r = await api('act', both.hint.action);
  if (!r.ok) { checks.ok(false, `hint action refused: ${r.reason}`); break; }
}
checks.ok(roundsDone >= 1, `a full round played (${decisions} decisions, ${handoffs} hand-offs, ${groups} May I? screens for several people, ${groupBuys} of them bought, ${looks} looked first)`);
checks.ok(groups >= 1, `two or more people asked the same May I? answered on one screen (${groups} times)`);
checks.ok(askedAgain === 0, `nobody who answered on that screen was handed the device for the same card (${askedAgain})`);
checks.ok(handedTo.size === 3, `the device went to every person (${[...handedTo].join(',')})`);
checks.ok(bad === 0, `no screenshot shows a hand but the deciding person's (${shotCount} screenshots)`);

// --- The next round starts behind a hand-off when a person other than the holder begins.
st = await api('state');
await tap(st, (b) => b.label === 'Next round', 'Next round');
await page.waitForTimeout(200);
for (let i = 0; i < 200; i++) {
  st = await api('state');
  if (st.handoff || st.human_decision) break;
  await page.waitForTimeout(25);
}
await judge(st, 'round-2-start');

// --- Reload: the game resumes behind the hand-off screen.
await page.reload();
await page.evaluate(() => window.contractRummy.ready.then(() => true));
st = await api('state');
await tap(st, (b) => b.label === 'Continue', 'Continue');
st = await stateWhen((s) => s.screen === 'table' && s.handoff === true);
checks.ok(st.screen === 'table' && st.handoff === true && st.hand.length === 0, 'a resumed pass-and-play game opens behind the hand-off screen');
await judge(st, 'resumed-handoff');

// --- Desktop size: the hand-off and the hand after the tap.
await page.setViewportSize({ width: 1280, height: 800 });
// (the page lays itself out again after the resize: wait until the button
// has moved to the desktop layout, which on a loaded machine takes frames)
const before = findButton(st, (b) => b.label.startsWith("I'm "));
st = await stateWhen((s) => {
  const b = findButton(s, (x) => x.label.startsWith("I'm "));
  return !!b && (!before || b.rect.x !== before.rect.x || b.rect.y !== before.rect.y || b.rect.w !== before.rect.w);
}, 15000);
await judge(st, 'desktop-handoff');
await tap(st, (b) => b.label.startsWith("I'm "), 'I\'m ... (desktop)');
st = await stateWhen((s) => !s.handoff && s.hand.length > 0);
checks.ok(!st.handoff && st.hand.length > 0, `after the tap, ${st.names[st.human]}'s hand shows`);
await judge(st, 'desktop-after-tap');
checks.ok(bad === 0, 'still no screenshot with another person\'s hand');
// A bad list of people is refused with a reason and changes nothing.
const kept = JSON.stringify([st.names, st.humans, st.round]);
const refused = await api('newGame', { players: 4, humans: [{ seat: 7, name: 'Zed' }] });
st = await api('state');
checks.ok(refused.ok === false && /out of range/.test(refused.reason) && JSON.stringify([st.names, st.humans, st.round]) === kept,
  `newGame with a seat out of range refused: "${refused.reason}"`);
checks.ok(problems.length === 0, `no console errors${problems.length ? ': ' + problems.slice(0, 3).join(' | ') : ''}`);
await browser.close();
checks.finish();
