// Issue 66's table points, through the page: a tap on one card of a meld
// slot sends back that card only ("tapping one card in a meld slot sends the
// whole slot back"); a wild on the table says what it stands for ("a joker
// in a meld shows only 'JK'"); the screen never says "Your turn" or offers
// the pile while another seat's cards still fly ("input and banners follow
// what is on screen, never run ahead of the animation"); the round-over
// panel on a phone shows each hand left in cards that can be read.
import path from 'node:path';
import { Checks, launch, openPage, testArgs, clickRead, waitUntil } from './browser.mjs';

const { base, outDir } = testArgs();
const checks = new Checks('table-care');
const browser = await launch();

function helpers(page) {
  const api = (fn, arg) => page.evaluate(([f, a]) => window.contractRummy[f](a), [fn, arg]);
  const ui = async () => (await api('state')).ui || {};
  const click = async (label) => {
    const b = ((await ui()).buttons || []).find((x) => x.label === label && x.enabled);
    if (!b) return false;
    await clickRead(page, b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h / 2);
    return true;
  };
  return { api, ui, click };
}

async function open(width, height, query) {
  const { context, page, problems } = await openPage(browser, { width, height });
  await page.goto(base + 'index.html?sw=0&' + query);
  await page.evaluate(() => window.contractRummy.ready.then(() => true));
  return { context, page, problems, ...helpers(page) };
}

// Plays the hint's moves until `stop(hint, state)` or the hand ends.
async function playUntil(h, stop) {
  for (let i = 0; i < 4000; i++) {
    const st = await h.api('state');
    if (st.phase === 'round_over' || st.phase === 'game_over') return { st, hint: null };
    const hint = await h.api('hint');
    if (!hint || hint.ready === false || !hint.action) { await h.page.waitForTimeout(20); continue; }
    if (stop(hint, st)) return { st, hint };
    await h.api('act', hint.action);
  }
  return { st: await h.api('state'), hint: null };
}

await checks.run(async () => {
  // 1. The meld builder at 360x640: Auto, then a tap on one card of a slot.
  let h = await open(360, 640, 'bots=instant&animation=instant');
  await h.api('newGame', { variant: 'contract-rummy', seed: 11, players: 4 });
  const { hint } = await playUntil(h, (x) => x.action.type === 'meld');
  checks.ok(!!hint, 'the hint reaches a meld');
  checks.ok(await h.click('Meld') && await h.click('Auto'), 'Meld, then Auto');
  let slots = await waitUntil(h.page, async () => (await h.ui()).builder, (s) => s && s[0] && s[0].cards.length >= 3);
  const before = slots[0].cards.slice();
  const last = slots[0].card_rects[slots[0].card_rects.length - 1];
  checks.ok(slots[0].card_rects.length === before.length, `each card of the slot has its place (${slots[0].card_rects.length})`);
  await clickRead(h.page, last.x + last.w * 0.7, last.y + last.h / 2);
  slots = await waitUntil(h.page, async () => (await h.ui()).builder, (s) => s && s[0].cards.length !== before.length);
  const hand = (await h.ui()).hand.map((c) => c.id);
  const back = before[before.length - 1];
  checks.ok(slots[0].cards.length === before.length - 1 && !slots[0].cards.includes(back) && hand.includes(back),
    `a tap on the slot's last card sends that card back, the others stay (${before} -> ${slots[0].cards})`);
  checks.ok(/is back in your hand/.test((await h.ui()).message || ''), `and says so (${(await h.ui()).message})`);
  await h.page.screenshot({ path: path.join(outDir, 'table-care-slot-card-back-360x640.png') });
  await h.context.close();

  // 2. A wild on the table says what it stands for (the demo's run with a joker).
  h = await open(560, 300, 'demo=joker-swap-run&embed=1');
  const melds = await waitUntil(h.page, async () => (await h.ui()).melds, (m) => m && m.length > 0);
  const labels = melds.flatMap((m) => m.wild_labels || []).filter((l) => l !== '');
  checks.ok(labels.length >= 1 && labels.every((l) => /^(10|[2-9AJQK])[♠♥♦♣]?$/.test(l)),
    `the joker in the run is labelled with the card it stands for (${JSON.stringify(labels)})`);
  await h.page.screenshot({ path: path.join(outDir, 'table-care-wild-label-560x300.png') });
  await h.context.close();

  // 3. At Normal speed the human's turn begins on screen when the cards land.
  h = await open(1280, 800, 'bots=normal&animation=slow');
  await h.api('newGame', { variant: 'contract-rummy', seed: 5, players: 4 });
  let samples = 0, waiting = 0, waitingWhileHumanDecides = 0, ahead = [];
  for (const t0 = Date.now(); Date.now() - t0 < (process.env.CR_TEST_BRIEF ? 20000 : 40000);) {
    const s = await h.page.evaluate(() => {
      const st = window.contractRummy.state();
      return { decides: st.human_decision === true || st.deciding === st.human, phase: st.phase, ui: st.ui };
    });
    samples++;
    if (s.phase === 'round_over' || s.phase === 'game_over') break;
    if (s.ui.flight_wait) {
      waiting++;
      if (s.decides) waitingWhileHumanDecides++;
      const offered = (s.ui.buttons || []).filter((b) => /^(Take|Draw|Discard|May I!|Meld)/.test(b.label)).map((b) => b.label);
      if (/^Your turn|^May I\? You/.test(s.ui.banner) || offered.length) ahead.push(`${s.ui.banner} [${offered}]`);
    } else if (s.decides && s.phase === 'draw') {
      const hint = await h.api('hint');  // the human plays on, so the bots move again
      if (hint && hint.ready !== false && hint.action) await h.api('act', hint.action);
    } else if (s.decides) {
      const hint = await h.api('hint');
      if (hint && hint.ready !== false && hint.action) await h.api('act', hint.action);
    }
    await h.page.waitForTimeout(15);
  }
  checks.ok(waiting > 0 && waitingWhileHumanDecides > 0,
    `cards were seen in flight while the engine already waited for the human (${waitingWhileHumanDecides} of ${waiting} in-flight samples, ${samples} in all)`);
  checks.ok(ahead.length === 0, `no "Your turn", no pile or action offered while they fly (${ahead.slice(0, 3).join('; ') || 'none'})`);
  await h.context.close();

  // 4. The round-over panel on a phone: each hand left on a line of its own.
  h = await open(360, 640, 'bots=instant&animation=instant');
  await h.api('newGame', { variant: 'contract-rummy', seed: 11, players: 4 });
  await playUntil(h, () => false);
  await h.page.waitForTimeout(300);
  const over = await h.api('state');
  checks.ok(over.phase === 'round_over', `the hand is over (${over.phase})`);
  await h.page.screenshot({ path: path.join(outDir, 'table-care-round-over-360x640.png') });
  checks.ok(h.problems.length === 0, `no console errors (${h.problems.slice(0, 2)})`);
  await h.context.close();
}, async () => browser.close());
