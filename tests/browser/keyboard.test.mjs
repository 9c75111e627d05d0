// Accessibility (issue 14): a whole hand of contract rummy (3 players, the
// fewest it allows; instant bots; seed 3, where you draw, take the discard,
// meld, lay off and discard) played with the
// keyboard alone (page.keyboard only: no mouse, no page-API actions; the
// page API is only read, to know which card the hint names), while the
// screen reader's live region (#announcer, web/access.js) is read after
// every key and must announce the turn, the draw, the discard, the melds
// and who went out; the focused card and button are announced too. The
// keyboard help ("?") opens and closes; the hidden controls mirror the
// screen's buttons with labels. Screenshots: the focus ring, the help, and
// high contrast with larger text, at phone (390x844) and desktop sizes.
//
//   node tests/browser/keyboard.test.mjs <base-url> <out-dir>
import { launch, openPage, Checks, waitReady, pressRead, testArgs } from './browser.mjs';
import path from 'node:path';

const { base, outDir } = testArgs('http://127.0.0.1:8080/', 'build/browser');
const checks = new Checks('keyboard');
const SEED = Number(process.env.SEED || 3);
const ONLY_PLAY = process.env.ONLY_PLAY === '1';  // (for choosing a seed) only the hand

// The live region's sentences newer than the last read.
function liveReader(page) {
  let seen = 0;
  const all = [];
  return {
    all,
    async fresh() {
      const list = await page.evaluate((n) => [...document.querySelectorAll('#announcer p')]
        .map((p) => [Number(p.dataset.n), p.textContent]).filter(([k]) => k > n), seen);
      if (list.length) seen = list[list.length - 1][0];
      const texts = list.map(([, t]) => t);
      all.push(...texts);
      return texts;
    },
    // The fresh announcements until one matches `re` or `ms` pass: a loaded
    // machine may announce later than a key's settle time.
    async until(re, ms = 4000) {
      const got = [];
      for (const t0 = Date.now(); ;) {
        got.push(...await this.fresh());
        if (got.some((t) => re.test(t)) || Date.now() - t0 > ms) return got;
        await page.waitForTimeout(50);
      }
    },
  };
}

// "7H" -> "7 of hearts", "QS" -> "Queen of spades", "JK" -> "Joker".
function spokenCard(card) {
  if (card === 'JK') return 'Joker';
  const words = { A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack' };
  const suits = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
  const rank = card.slice(0, -1);
  return `${words[rank] || rank} of ${suits[card.slice(-1)]}`;
}

async function key(page, k, settle = 120) {
  await pressRead(page, k);
  await page.waitForTimeout(settle);
}

// Waits until the human has a decision (the hint names it) or the hand is over.
async function waitForHuman(page) {
  for (let i = 0; i < 100; i++) {
    // hintAsync (where the hints think in a worker) waits for a ready hint.
    const s = await page.evaluate(async () => {
      const api = window.contractRummy;
      const hint = api.hintAsync ? await api.hintAsync() : api.hint();
      return { st: api.state(), hint: hint && hint.action ? hint : null };
    });
    if (s.st.phase === 'round_over' || s.st.phase === 'game_over' || s.hint) return s;
    await page.waitForTimeout(100);
  }
  return null;
}

// Moves the hand's focus with the arrow keys until the announced card is
// `card`, then selects it with Space. The announcements say where the focus is.
async function selectCard(page, live, card, handSize) {
  const want = spokenCard(card);
  await key(page, 'Escape');
  await live.fresh();
  for (let i = 0; i < handSize + 1; i++) {
    await key(page, i === 0 ? 'Home' : 'ArrowRight', 60);
    const said = await live.fresh();
    const focus = said.filter((t) => /, card \d+ of \d+/.test(t)).pop() || '';
    if (focus.startsWith(want + ',')) {
      await key(page, 'Space', 60);
      const after = await live.fresh();
      return after.some((t) => t.startsWith(want) && t.includes('selected'));
    }
  }
  return false;
}

async function homeScreen(browser, size, name) {
  const { page, problems } = await openPage(browser, size);
  await page.goto(base + 'index.html?sw=0');
  await waitReady(page);
  await page.evaluate(() => localStorage.clear());
  await page.goto(base + 'index.html?sw=0');
  await waitReady(page);
  problems.splice(0);
  const live = liveReader(page);
  await live.fresh();
  await key(page, 'Tab');
  const tabbed = await live.fresh();
  checks.ok(tabbed.some((t) => t.endsWith(', button')), `${name}: Tab on the home screen announces the focused button`, tabbed.join(' | '));
  const mirrored = await page.evaluate(() => [...document.querySelectorAll('#a11y-controls button')].map((b) => b.textContent));
  checks.ok(mirrored.length >= 2 && mirrored.every((t) => t.length > 0), `${name}: every home button has a labelled hidden twin`, mirrored.join(', '));
  await page.screenshot({ path: path.join(outDir, `keyboard-home-focus-${name}.png`) });
  await key(page, '?');
  const help = await live.fresh();
  checks.ok(help.some((t) => t.startsWith('Keyboard help')), `${name}: ? opens the keyboard help`, help.join(' | '));
  await page.screenshot({ path: path.join(outDir, `keyboard-home-help-${name}.png`) });
  await key(page, 'Escape');
  checks.ok((await live.fresh()).includes('Keyboard help closed.'), `${name}: Esc closes the help`);
  // Tab to the settings, switch high contrast on and larger text, all by keyboard.
  const tabTo = async (prefix, limit = 40) => {
    for (let i = 0; i < limit; i++) {
      await key(page, 'Tab', 60);
      if ((await live.fresh()).some((t) => t.startsWith(prefix))) return true;
    }
    return false;
  };
  checks.ok(await tabTo('Settings'), `${name}: Tab reaches the Settings button`);
  await key(page, 'Enter');
  checks.ok(await tabTo('High contrast: On'), `${name}: Tab reaches "High contrast: On"`);
  await key(page, 'Enter');
  checks.ok(await tabTo('Text size: Larger'), `${name}: Tab reaches "Text size: Larger"`);
  await key(page, 'Enter', 200);
  const pressed = await page.evaluate(() => [...document.querySelectorAll('#a11y-controls button[aria-pressed="true"]')].map((b) => b.textContent));
  checks.ok(pressed.some((t) => t.startsWith('High contrast: On')) && pressed.some((t) => t.startsWith('Text size: Larger')),
    `${name}: the chosen options are marked pressed in the hidden controls`, pressed.join(', '));
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('contractRummy.settings') || '{}'));
  checks.ok(stored.high_contrast === true && stored.text_size === 'larger', `${name}: the settings are saved`, JSON.stringify(stored));
  await page.screenshot({ path: path.join(outDir, `keyboard-settings-contrast-${name}.png`) });
  // A screen reader presses the hidden twin of "Done": the game's own button is pressed.
  await page.evaluate(() => [...document.querySelectorAll('#a11y-controls button')].find((b) => b.textContent === 'Done').click());
  await page.waitForTimeout(150);
  const screen = await page.evaluate(() => window.contractRummy.state().screen);
  checks.ok(screen === 'home', `${name}: the hidden "Done" button presses the game's Done (screen ${screen})`);
  checks.ok(problems.length === 0, `${name}: no console errors on the home screen`, problems.join(' | '));
  await page.context().close();
}

async function playHand(browser) {
  const { page, problems } = await openPage(browser, { width: 1280, height: 800 });
  await page.goto(base + `index.html?sw=0&bots=instant&animation=instant&players=3&variant=contract-rummy&seed=${SEED}`);
  await waitReady(page);
  const live = liveReader(page);
  const seen = { turn: false, draw: false, discard: false, meld: false, out: false, focus: false };
  let s = await waitForHuman(page);
  let acted = 0;
  const types = [];
  let refused = '';
  const over = (st) => st.phase === 'round_over' || st.phase === 'game_over';
  for (let step = 0; s && s.hint && !over(s.st) && step < 200; step++) {
    const said = await live.fresh();
    if (said.some((t) => t.startsWith('Your turn'))) seen.turn = true;
    const a = s.hint.action;
    const hand = s.st.hand || [];
    const card = (id) => (hand.find((c) => c.id === id) || {}).card;
    let expect = null;
    if (a.type === 'draw_stock') { await key(page, 'd'); expect = /^You drew /; }
    else if (a.type === 'take_discard') { await key(page, 't'); expect = /^You took .* from the discard pile/; }
    else if (a.type === 'buy') { await key(page, 'y'); expect = /with May I/; }
    else if (a.type === 'pass') { await key(page, 'n'); expect = null; }
    else if (a.type === 'meld') { await key(page, 'm'); await key(page, 'a'); await key(page, 'm', 200); expect = /^You met the contract|^You melded/; }
    else if (a.type === 'lay_off' || a.type === 'discard') {
      const ok = await selectCard(page, live, card(a.card), hand.length);
      if (ok) seen.focus = true;
      if (!ok) { refused = `could not focus ${card(a.card)}`; break; }
      await key(page, a.type === 'discard' ? 'x' : 'l', 200);
      expect = a.type === 'discard' ? /^You discarded / : /^You laid off /;
    } else { refused = `no key for ${a.type}`; break; }
    acted++;
    types.push(a.type);
    const after = expect ? await live.until(expect) : await live.fresh();
    if (expect && !after.some((t) => expect.test(t))) { refused = `${a.type}: not announced (${after.join(' | ')})`; break; }
    if (a.type === 'draw_stock' || a.type === 'take_discard') seen.draw = true;
    if (a.type === 'discard') seen.discard = true;
    if (a.type === 'meld') seen.meld = true;
    s = await waitForHuman(page);
  }
  await page.waitForTimeout(300);
  await live.fresh();
  seen.out = live.all.some((t) => / went out!/.test(t));
  const final = await page.evaluate(() => window.contractRummy.state());
  checks.ok(!refused, 'every keyboard action was taken and announced', refused);
  checks.ok(final.phase === 'round_over' || final.phase === 'game_over', `the hand was played to its end with the keyboard (${acted} actions, phase ${final.phase})`);
  checks.ok(seen.turn, 'the live region announced "Your turn"');
  checks.ok(seen.draw, 'the live region announced the draw');
  checks.ok(seen.focus, 'the live region announced the focused card');
  checks.ok(seen.discard, 'the live region announced the discard');
  checks.ok(seen.meld, 'the live region announced your meld (the contract, put down with M, A, M)');
  checks.ok(types.includes('lay_off') || types.includes('take_discard'), `the hand used more than draw and discard (${[...new Set(types)].join(', ')})`);
  checks.ok(seen.out, 'the live region announced who went out', live.all.slice(-6).join(' | '));
  checks.ok(live.all.some((t) => t.startsWith('The hand is over')), 'the live region said the hand is over');
  await page.screenshot({ path: path.join(outDir, 'keyboard-round-over.png') });
  await key(page, 'Tab');
  const tab = await live.fresh();
  checks.ok(tab.some((t) => t.endsWith(', button')), 'Tab on the summary announces its button', tab.join(' | '));
  await page.screenshot({ path: path.join(outDir, 'keyboard-summary-focus.png') });
  checks.ok(problems.length === 0, 'no console errors while playing', problems.join(' | '));
  console.log(`  keys for: ${types.join(', ')}`);
  console.log('  announced: ' + live.all.join(' | '));
  await page.context().close();
}

// High contrast and larger text at phone and desktop sizes, on the table
// with a card focused, and on the settings screen (reached by keyboard).
async function lookScreens(browser, size, name) {
  const { page, problems } = await openPage(browser, size);
  await page.goto(base + `index.html?sw=0&bots=instant&animation=instant&players=3&variant=contract-rummy&seed=${SEED}`);
  await waitReady(page);
  const set = await page.evaluate(() => window.contractRummy.settings({ high_contrast: true, text_size: 'larger', motion: 'reduced' }));
  checks.ok(set.high_contrast === true && set.text_size === 'larger' && set.motion === 'reduced', `${name}: the page API sets the look`);
  await waitForHuman(page);
  await key(page, 'ArrowRight');
  await key(page, 'ArrowRight');
  await key(page, 'Space');
  await page.screenshot({ path: path.join(outDir, `keyboard-contrast-table-${name}.png`) });
  await key(page, 'Tab');
  await page.screenshot({ path: path.join(outDir, `keyboard-contrast-button-${name}.png`) });
  await key(page, '?');
  await page.screenshot({ path: path.join(outDir, `keyboard-contrast-help-${name}.png`) });
  await key(page, 'Escape');
  checks.ok(problems.length === 0, `${name}: no console errors with high contrast`, problems.join(' | '));
  await page.context().close();
}

// The "reduced motion" setting's default follows the system's
// prefers-reduced-motion (emulated here); a choice overrides it.
async function reducedMotion(browser) {
  for (const reduce of [true, false]) {
    const context = await browser.newContext({ viewport: { width: 800, height: 600 }, reducedMotion: reduce ? 'reduce' : 'no-preference' });
    const page = await context.newPage();
    await page.goto(base + 'index.html?sw=0');
    await waitReady(page);
    await page.evaluate(() => localStorage.clear());
    const s = await page.evaluate(() => window.contractRummy.settings({ motion: 'system' }));
    checks.ok(s.motion === 'system' && s.reduced_motion === reduce, `prefers-reduced-motion ${reduce ? 'reduce' : 'no-preference'}: reduced motion is ${s.reduced_motion}`);
    const full = await page.evaluate((r) => window.contractRummy.settings({ motion: r ? 'full' : 'reduced' }), reduce);
    checks.ok(full.reduced_motion === !reduce, `the player's choice overrides the system (${full.motion})`);
    await context.close();
  }
}

const browser = await launch();
await checks.run(async () => {
  if (!ONLY_PLAY) await reducedMotion(browser);
  if (!ONLY_PLAY) await homeScreen(browser, { width: 1280, height: 800 }, 'desktop');
  if (!ONLY_PLAY) await homeScreen(browser, { width: 390, height: 844 }, 'phone');
  await playHand(browser);
  if (ONLY_PLAY) checks.finish();
  await lookScreens(browser, { width: 1280, height: 800 }, 'desktop');
  await lookScreens(browser, { width: 390, height: 844 }, 'phone');
}, () => browser.close());
