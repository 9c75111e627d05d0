// Feedback while melding, through the page API: each meld-builder slot says
// whether its cards make the contract's meld (ui().builder[i].status), the
// Meld button is the main action only when the solver finds the contract in
// the hand, Auto on a hand that cannot meet it names what is missing, and the
// round-by-round score table opens from the table's menu.
//
//   node tests/browser/meld-feedback.test.mjs <base-url> <out-dir>
import { launch, openPage, Checks, waitReady, clickRead, testArgs } from './browser.mjs';
import path from 'node:path';

const { base, outDir } = testArgs('http://127.0.0.1:8080/', 'build/browser');
const checks = new Checks('meld-feedback');
const browser = await launch();
const started = Date.now();
await checks.run(async () => {
  const { page, problems } = await openPage(browser, { width: 1280, height: 800 });
  await page.goto(base + 'index.html?sw=0&bots=instant&animation=instant');
  await waitReady(page);
  const api = (fn, arg) => page.evaluate(([f, a]) => window.contractRummy[f](a), [fn, arg]);
  const ui = async () => (await api('state')).ui;
  const click = async (rect) => { await clickRead(page, rect.x + rect.w / 2, rect.y + Math.min(rect.h / 2, 14)); await page.waitForTimeout(120); };
  const button = async (label) => ((await ui()).buttons || []).find((b) => b.label === label);
  const press = async (label) => { const b = await button(label); if (b) await click(b.rect); return !!b; };

  const seen = { empty: false, invalid: null, ready: null, notReady: null };
  // The human follows the hint; whether his first hand offers both moments
  // (Meld ready and not ready) depends on the deal, so up to six deals.
  for (let seed = 5; seed < 11 && !(seen.invalid && seen.ready && seen.notReady); seed++) {
  await api('newGame', { variant: 'contract-rummy', players: 4, seed });
  for (let step = 0; step < 400 && !(seen.invalid && seen.ready && seen.notReady); step++) {
    const st = await api('state');
    if (st.round > 1 || st.phase === 'game_over') break;  // st.round counts from 1
    const h = await api('hint');
    if (!h) { await page.waitForTimeout(20); continue; }
    const meld = (st.ui.buttons || []).find((b) => b.label === 'Meld');
    if (st.phase === 'play' && meld && (!seen.invalid || (meld.primary ? !seen.ready : !seen.notReady))) {
      await click(meld.rect);
      let u = await ui();
      seen.empty ||= Array.isArray(u.builder) && u.builder.length > 0 && u.builder.every((s) => s.status && s.status.state === 'empty');
      if (!seen.invalid) {
        // three cards of three ranks into the first set slot
        const hand = st.hand, picked = [];
        for (const c of hand) if (picked.length < 3 && !picked.some((p) => p.card.slice(0, -1) === c.card.slice(0, -1)) && c.card !== 'JK') picked.push(c);
        for (const c of picked) await click(u.hand.find((x) => x.id === c.id).rect);
        await click(u.builder[0].rect);
        u = await ui();
        seen.invalid = u.builder[0].status;
        await page.screenshot({ path: path.join(outDir, 'meld-feedback-invalid-1280x800.png') });
        await press('Clear');
      }
      await press('Auto');
      u = await ui();
      if (meld.primary && !seen.ready) {
        seen.ready = u.builder.map((s) => s.status);
        await page.screenshot({ path: path.join(outDir, 'meld-feedback-valid-1280x800.png') });
      } else if (!meld.primary && !seen.notReady) {
        seen.notReady = u.message;
      }
      await press('Cancel');
    }
    await api('act', h.action);
  }
  }
  checks.ok(seen.empty, 'an opened builder reports every slot empty (ui().builder[i].status.state)');
  checks.ok(seen.invalid && seen.invalid.state === 'invalid' && /^not a set: .*[\u2660\u2665\u2666\u2663]/.test(seen.invalid.text),
    'three cards of three ranks in a set slot: invalid, named with suit symbols', JSON.stringify(seen.invalid));
  checks.ok(seen.ready && seen.ready.length > 0 && seen.ready.every((s) => s.state === 'valid' && s.text.endsWith('\u2713')),
    'Meld is the main action and Auto fills every slot with a valid meld', JSON.stringify(seen.ready));
  checks.ok(typeof seen.notReady === 'string' && /^No arrangement meets .* yet: you need /.test(seen.notReady),
    'Meld is not the main action; Auto names what is missing', JSON.stringify(seen.notReady));

  // Play on to the end of the first hand, then open the score table from the menu.
  let st = await api('state');
  for (let step = 0; step < 800 && st.round < 2 && st.phase !== 'round_over'; step++) {
    const h = await api('hint');
    if (h) await api('act', h.action); else await page.waitForTimeout(20);
    st = await api('state');
  }
  checks.ok(st.phase !== 'round_over' || st.ui.summary === 'round', 'the hand is over: its summary shows (ui().summary)', st.ui.summary);
  await press('\u2699');
  checks.ok(await press('Scores'), 'the table menu has a Scores entry');
  let u = await ui();
  checks.ok(u.scores && u.scores.rounds.length >= 1 && u.scores.totals.length === 4,
    'Scores opens the round-by-round table with a row per hand played', JSON.stringify(u.scores));
  await page.screenshot({ path: path.join(outDir, 'meld-feedback-scores-1280x800.png') });
  await press('Close scores');
  u = await ui();
  checks.ok(u.scores === null, 'Close scores returns to the table');
  checks.ok(problems.length === 0, 'no console errors', problems.join(' | '));
  console.log(`  figure seconds ${((Date.now() - started) / 1000).toFixed(1)}`);
}, () => browser.close());
