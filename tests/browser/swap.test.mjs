// Joker swap through the UI, twice on the same position: once through
// window.contractRummy.act (the path clicks use), once with the keyboard
// (select the card, ] / [ move the focus over the table melds, Enter).
// Plays Continental (a variant that allows swaps) following hint() until the
// human holds the natural card a wild on the table stands for.
//
//   node tests/browser/swap.test.mjs <base-url> <out-dir>
import { launch, openPage, Checks, waitReady, clickRead, pressRead, testArgs } from './browser.mjs';
import path from 'node:path';

const { base, outDir } = testArgs('http://127.0.0.1:8080/', 'build/browser');
const checks = new Checks('swap');
const browser = await launch();
await checks.run(async () => {
  const { page, problems } = await openPage(browser, { width: 1280, height: 800 });
  const url = base + 'index.html?sw=0&bots=instant&animation=instant';
  await page.goto(url);
  await waitReady(page);
  const api = (fn, arg) => page.evaluate(([f, a]) => window.contractRummy[f](a), [fn, arg]);
  const candidates = (st) => {
    const out = [];
    (st.table.melds || []).forEach((m, mi) => m.cards.forEach((c, pos) => {
      if (!c.as) return;
      for (const h of st.hand) {
        const natural = c.as.length <= 2 && /[SHDC]$/.test(c.as) ? h.card === c.as : h.card.slice(0, -1) === c.as;
        if (natural) out.push({ type: 'swap_joker', card: h.id, meld: mi, pos, what: `${h.card} for ${c.card} (as ${c.as})` });
      }
    }));
    return out;
  };
  let found = null, snapshot = null;
  for (const seed of [11, 12, 13, 14, 15, 16]) {
    await page.evaluate(() => localStorage.clear());
    await api('newGame', { variant: 'continental', players: 4, seed });
    for (let step = 0; step < 600 && !found; step++) {
      const st = await api('state');
      if (st.phase === 'game_over' || st.round > 2) break;
      const h = await api('hint');
      if (!h) { await page.waitForTimeout(30); continue; }
      if (st.phase === 'play') {
        snapshot = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
        for (const c of candidates(st)) {
          const { what, ...action } = c;
          const r = await api('act', action);
          if (r && r.ok) { found = { ...c, state: st }; break; }
        }
        if (found) break;
      }
      await api('act', h.action);
    }
    if (found) { console.log(`  (seed ${seed}: ${found.what})`); break; }
  }
  checks.ok(found !== null, 'a position where the human can swap a wild', 'none found in the seeds tried');
  if (found) {
    const after = await api('state');
    const wildId = found.state.table.melds[found.meld].cards[found.pos].id;
    checks.ok(after.hand.some((c) => c.id === wildId), 'act(swap_joker): the wild is now in the hand');
    checks.ok(after.table.melds[found.meld].cards.some((c) => c.id === found.card), 'act(swap_joker): the natural is in the meld');
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(outDir, 'swap-api-1280x800.png') });

    // Same position again, with the keyboard.
    await page.evaluate((snap) => { localStorage.clear(); for (const [k, v] of Object.entries(snap)) localStorage.setItem(k, v); }, snapshot);
    await page.reload();
    await waitReady(page);
    let st = await api('state');
    const home = st.ui && st.ui.buttons.find((b) => b.label.startsWith('Continue'));
    if (home) await clickRead(page, home.rect.x + home.rect.w / 2, home.rect.y + home.rect.h / 2);
    await page.waitForTimeout(200);
    st = await api('state');
    checks.ok(st.screen === 'table' && st.hand.some((c) => c.id === found.card), 'the saved position is back on the table');
    const card = st.ui.hand.find((c) => c.id === found.card);
    await clickRead(page, card.rect.x + 8, card.rect.y + 12);  // select the natural (its corner)
    await page.waitForTimeout(200);
    st = await api('state');
    checks.ok(st.ui.hand.find((c) => c.id === found.card).selected, 'the natural card is selected');
    let focusOk = false;
    for (let i = 0; i < 60 && !focusOk; i++) {
      await pressRead(page, ']');
      await page.waitForTimeout(120);  // an idle table reads input at 20 Hz
      const f = (await api('state')).ui.meld_focus;
      focusOk = f && f.meld === found.meld && f.pos === found.pos;
    }
    checks.ok(focusOk, '] moves the focus onto the wild on the table');
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(outDir, 'swap-keyboard-focus-1280x800.png') });
    await pressRead(page, 'Enter');
    await page.waitForTimeout(400);
    st = await api('state');
    checks.ok(st.hand.some((c) => c.id === wildId), 'Enter swapped: the wild is in the hand');
    await page.screenshot({ path: path.join(outDir, 'swap-keyboard-done-1280x800.png') });
  }
  // Refused attempts while searching show the engine's reason; they are not console errors.
  checks.ok(problems.length === 0, 'no console errors', problems.join(' | '));
}, () => browser.close());
