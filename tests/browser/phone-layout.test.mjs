// The table at phone and desktop sizes (issue 8): 640x360 (phone
// landscape), 360x640 (phone portrait), 1280x800 and 1920x1080. At each
// size a contract-rummy game is played (the human following hint()) until
// melds are on the table; the page API's ui().layout gives the sizes that
// decide readability, checked here and printed as figures, with a
// screenshot of each. Then: a 19-card hand on a phone (the human buys every
// discard) in two rows with every card at least 28 px to tap; the log
// opened and closed on a short screen; the "your turn" title; the
// new-game screen at 360x640 with its question before a game in progress
// is thrown away. Every opponent shows its bot's level at every size, and
// at 320x568 with 5 players (issue 65).
//
//   node tests/browser/phone-layout.test.mjs <base-url> <out-dir>
import { launch, openPage, Checks, waitReady, clickRead, testArgs } from './browser.mjs';
import path from 'node:path';

const { base, outDir } = testArgs('http://127.0.0.1:8080/', 'build/browser');
const checks = new Checks('phone-layout');
const figure = (text) => console.log(`  figure: ${text}`);
const browser = await launch();

async function open(width, height, ratio) {
  const { context, page, problems } = await openPage(browser, { width, height, deviceScaleFactor: ratio });
  await page.goto(base + 'index.html?sw=0&bots=instant&animation=instant');
  await waitReady(page);
  await page.evaluate(() => localStorage.clear());
  const api = (fn, arg) => page.evaluate(([f, a]) => window.contractRummy[f](a), [fn, arg]);
  return { context, page, problems, api };
}

// Plays as the human until `done(state)` holds at one of his decisions.
async function playUntil(page, done, { buyAll = false, steps = 600 } = {}) {
  for (let i = 0; i < steps; i++) {
    const { st, hint } = await page.evaluate(() => ({ st: window.contractRummy.state(), hint: window.contractRummy.hint() }));
    if (st.phase === 'round_over') { await page.evaluate(() => window.contractRummy.act({ type: 'next_round' })); continue; }
    if (st.phase === 'game_over') return st;
    if (!hint) { await page.waitForTimeout(20); continue; }
    if (done(st)) return st;
    let action = hint.action;
    if (buyAll) {
      // Keep every card: buy whatever is offered, never meld, discard what the hint would or the first card.
      if (st.phase === 'buy_window') action = { type: 'buy' };
      else if (st.phase === 'play' && action.type !== 'discard') action = { type: 'discard', card: st.hand_order[0] };
    }
    let r = await page.evaluate((a) => window.contractRummy.act(a), action);
    if (!r.ok) r = await page.evaluate((a) => window.contractRummy.act(a), hint.action);
    if (!r.ok) throw new Error(`action refused: ${JSON.stringify(action)}: ${r.reason}`);
  }
  return null;
}

const meldCount = (st) => ((st.table && st.table.melds) || []).length;
const sizes = [
  { w: 640, h: 360, ratio: 2, name: 'phone landscape' },
  { w: 360, h: 640, ratio: 2, name: 'phone portrait' },
  { w: 1280, h: 800, ratio: 1, name: 'desktop' },
  { w: 1920, h: 1080, ratio: 1, name: 'big desktop' },
];

await checks.run(async () => {
  for (const s of sizes) {
    const tag = `${s.w}x${s.h}`;
    const { context, page, problems, api } = await open(s.w, s.h, s.ratio);
    await api('newGame', { variant: 'contract-rummy', players: 4, seed: 5 });
    const st = await playUntil(page, (x) => meldCount(x) >= 3 && x.phase === 'draw');
    checks.ok(st && meldCount(st) >= 3, `${tag}: played to ${st ? meldCount(st) : 0} melds on the table`);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `phone-layout-${tag}.png`) });
    const ui = (await api('state')).ui;
    const L = ui.layout;
    const taps = ui.hand.map((c) => c.tap_w);
    const minTap = Math.min(...taps);
    figure(`${tag}: hand card ${L.card_w.toFixed(0)}x${L.card_h.toFixed(0)} px, narrowest tap ${minTap.toFixed(1)} px (${ui.hand.length} cards, ${L.hand_rows} rows), meld card ${L.meld_card_w.toFixed(1)} px wide, melds area ${L.melds_area.w.toFixed(0)}x${L.melds_area.h.toFixed(0)} px, log ${L.log.w.toFixed(0)}x${L.log.h.toFixed(0)} px, text ${L.font.toFixed(1)} px, scale ${L.scale.toFixed(2)}`);
    checks.ok(minTap >= 28, `${tag}: every hand card has at least 28 px to tap (${minTap.toFixed(1)})`);
    checks.ok(L.meld_card_w >= 28, `${tag}: meld cards at least 28 px wide (${L.meld_card_w.toFixed(1)})`);
    checks.ok(L.card_w >= 40, `${tag}: hand cards at least 40 px wide (${L.card_w.toFixed(1)})`);
    if (s.w < 720) checks.ok(L.self !== null && L.self.h >= 18, `${tag}: the player's own score, buys and contract have a line`);
    if (s.h < 480) {
      checks.ok(L.compact && L.log.h <= 24, `${tag}: the log is one line (${L.log.h.toFixed(0)} px)`);
      checks.ok(L.melds_area.h >= 120 && L.meld_card_w >= 30, `${tag}: melds get the centre (${L.melds_area.h.toFixed(0)} px high, cards ${L.meld_card_w.toFixed(1)} px)`);
      const toggle = ui.buttons.find((b) => b.label.startsWith('Log'));
      if (checks.ok(!!toggle, `${tag}: a Log button opens the log`) && toggle) {
        await clickRead(page, toggle.rect.x + toggle.rect.w / 2, toggle.rect.y + toggle.rect.h / 2);
        await page.waitForTimeout(200);
        const open1 = (await api('state')).ui.layout;
        checks.ok(open1.log_open && open1.log.h >= 100, `${tag}: opened, the log is ${open1.log.h.toFixed(0)} px high`);
        await page.screenshot({ path: path.join(outDir, `phone-layout-${tag}-log.png`) });
        await clickRead(page, toggle.rect.x + toggle.rect.w / 2, toggle.rect.y + toggle.rect.h / 2);
        await page.waitForTimeout(200);
        checks.ok(!(await api('state')).ui.layout.log_open, `${tag}: and closes again`);
      }
    }
    if (s.w >= 1920) {
      checks.ok(L.scale >= 1.3 && L.card_w >= 110 && L.font >= 16, `${tag}: the table scales up (scale ${L.scale.toFixed(2)}, cards ${L.card_w.toFixed(0)} px, text ${L.font.toFixed(1)} px)`);
    }
    const hidden = ui.opponent_levels.filter((o) => !o.level_shown).map((o) => o.seat);
    checks.ok(hidden.length === 0, `${tag}: each opponent shows its level beside the name (issue 65)`, `not shown for seats ${hidden.join(', ')}`);
    const title = await page.title();
    checks.ok(ui.your_turn && title.includes('Your turn'), `${tag}: at the human's turn the tab title says so ("${title}")`);
    checks.ok(problems.length === 0, `${tag}: no console errors`, problems.join(' | '));
    await context.close();
  }

  // A 19-card hand on a phone: two rows, each card 28 px to tap.
  for (const s of [{ w: 360, h: 640 }, { w: 640, h: 360 }]) {
    const tag = `${s.w}x${s.h}`;
    const { context, page, api } = await open(s.w, s.h, 2);
    await api('settings', { offer_may_i: 'always' });
    await api('newGame', { variant: 'contract-rummy', players: 4, seed: 7 });
    const st = await playUntil(page, (x) => x.phase === 'play' && x.hand_order.length >= 19, { buyAll: true });
    checks.ok(st && st.hand_order.length >= 19, `${tag}: the human holds ${st ? st.hand_order.length : 0} cards`);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `phone-layout-${tag}-19-cards.png`) });
    const ui = (await api('state')).ui;
    const minTap = Math.min(...ui.hand.map((c) => c.tap_w));
    const minW = Math.min(...ui.hand.map((c) => c.rect.w));
    figure(`${tag}: ${ui.hand.length}-card hand in ${ui.layout.hand_rows} rows, narrowest tap ${minTap.toFixed(1)} px, cards ${minW.toFixed(0)} px wide`);
    checks.ok(minTap >= 28, `${tag}: ${ui.hand.length} cards, each at least 28 px to tap (${minTap.toFixed(1)})`);
    if (s.w < s.h) checks.ok(ui.layout.hand_rows >= 2, `${tag}: the wide hand uses ${ui.layout.hand_rows} rows`);
    const inside = ui.hand.every((c) => c.rect.x >= 0 && c.rect.x + c.rect.w <= s.w + 0.5 && c.rect.y + c.rect.h <= s.h + 0.5);
    checks.ok(inside, `${tag}: every card is on screen`);
    await context.close();
  }

  // Issue 65, "Each opponent shows its level": a level per seat through
  // newGame, shown in every box of the narrowest phone with 5 players, no
  // label under 11 px; an unknown level is refused and changes nothing.
  {
    const { context, page, problems, api } = await open(320, 568, 2);
    const levels = [null, 'good', 'expert', 'baseline', 'expert'];
    const r = await api('newGame', { variant: 'contract-rummy', players: 5, seed: 11, levels });
    checks.ok(r && r.ok, `newGame with a level per seat (${r && r.reason})`);
    await page.waitForTimeout(300);
    let st = await api('state');
    checks.ok(JSON.stringify(st.seat_levels) === JSON.stringify(levels), `state().seat_levels ${JSON.stringify(st.seat_levels)}`);
    const hidden = st.ui.opponent_levels.filter((o) => !o.level_shown).map((o) => o.seat);
    checks.ok(st.ui.opponent_levels.length === 4 && hidden.length === 0, '320x568, 5 players: every opponent shows its level', `not shown for seats ${hidden.join(', ')}`);
    checks.ok(st.text_check.smallest_px >= 11 && st.text_check.overflowing.length === 0,
      `320x568, 5 players: no label under 11 px (${st.text_check.smallest_px}) or overflowing`, st.text_check.overflowing.join(' | '));
    await page.screenshot({ path: path.join(outDir, 'phone-layout-320x568-levels.png') });
    const bad = await api('newGame', { variant: 'contract-rummy', players: 5, seed: 12, levels: [null, 'grandmaster'] });
    const after = await api('state');
    checks.ok(bad && bad.ok === false && /levels/.test(bad.reason) && JSON.stringify(after.hand_order) === JSON.stringify(st.hand_order)
      && JSON.stringify(after.seat_levels) === JSON.stringify(levels), `an unknown level is refused and changes nothing ("${bad && bad.reason}")`);
    const all = await api('newGame', { variant: 'contract-rummy', players: 4, seed: 12, level: 'good' });
    st = await api('state');
    checks.ok(all.ok && JSON.stringify(st.seat_levels) === JSON.stringify([null, 'good', 'good', 'good']), `level: "good" for every bot (${JSON.stringify(st.seat_levels)})`);
    checks.ok(problems.length === 0, 'levels: no console errors', problems.join(' | '));
    await context.close();
  }

  // The new-game screen on a phone, and its question before a game in progress is lost.
  {
    const { context, page, problems, api } = await open(360, 640, 2);
    await api('newGame', { variant: 'contract-rummy', players: 4, seed: 3 });
    const before = await api('state');
    const click = async (label) => {
      const b = ((await api('state')).ui?.buttons || []).find((x) => x.label === label || x.label.startsWith(label + ' '));
      if (b) await clickRead(page, b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h / 2);
      await page.waitForTimeout(150);
      return !!b;
    };
    await click('\u2699');
    await click('Home (saved)');
    const toNew = (await api('state')).ui.buttons.find((b) => /new game/i.test(b.label));
    if (toNew) await clickRead(page, toNew.rect.x + toNew.rect.w / 2, toNew.rect.y + toNew.rect.h / 2);
    await page.waitForTimeout(200);
    checks.ok((await api('state')).screen === 'new_game', 'the new-game screen opens from home');
    await click('Continental');
    await page.screenshot({ path: path.join(outDir, 'phone-layout-new-game-360x640.png') });
    checks.ok(await click('Start'), 'Start pressed with a game in progress');
    let st = await api('state');
    const labels = (st.ui?.buttons || []).map((b) => b.label);
    checks.ok(st.screen === 'new_game' && labels.includes('Start new game') && labels.includes('Keep my game'),
      `it asks first (${labels.join(', ')})`);
    await page.screenshot({ path: path.join(outDir, 'phone-layout-new-game-confirm.png') });
    await click('Keep my game');
    st = await api('state');
    checks.ok(st.screen === 'new_game' && st.round_title === before.round_title && JSON.stringify(st.hand_order) === JSON.stringify(before.hand_order),
      'Keep my game keeps the saved game');
    await click('Start');
    await click('Start new game');
    st = await api('state');
    checks.ok(st.screen === 'table' && JSON.stringify(st.hand_order) !== JSON.stringify(before.hand_order),
      `Start new game starts a new game (screen ${st.screen})`);
    checks.ok(problems.length === 0, 'new game: no console errors', problems.join(' | '));
    await context.close();
  }
}, () => browser.close());
