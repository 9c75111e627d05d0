// Plays the human's turns with real mouse clicks and keys (the same paths a
// player uses): Draw, May I? prompt buttons, selecting and discarding cards,
// the meld builder with Auto, sorting, hint, dragging a card to reorder, and
// the unreadable-save message after a reload.
//
//   node tests/browser/click-play.test.mjs <base-url> <out-dir>
import path from 'node:path';
import { launch, clickRead, pressRead, testArgs, plainChecks } from './browser.mjs';

const { base, outDir } = testArgs('http://127.0.0.1:8123/');
const { check, done } = plainChecks();

const browser = await launch();  // $CHROMIUM or /usr/bin/chromium (browser.mjs)
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto(base + 'index.html?bots=fast&animation=fast');
await page.evaluate(() => window.contractRummy.ready.then(() => true));
const api = (fn, arg) => page.evaluate(([f, a]) => window.contractRummy[f](a), [fn, arg]);
const state = () => api('state');
const centre = (r) => [r.x + r.w / 2, r.y + r.h / 2];
async function clickRect(r) { const [x, y] = centre(r); await clickRead(page, x, y); await page.waitForTimeout(60); }
async function button(label) {
  const st = await state();
  return st.ui && st.ui.buttons.find((b) => b.label === label || b.label.startsWith(label));
}
async function waitHuman(timeout = 60000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    const st = await state();
    // the screen offers the decision once the last move's cards have landed
    if (st.human_decision && !(st.ui && st.ui.flight_wait)) return st;
    await page.waitForTimeout(50);
  }
  return null;
}

check((await api('newGame', { variant: 'contract-rummy', players: 4, seed: 77 })).ok, 'new game');
let sawPrompt = false;
async function answerPrompt() {
  await page.waitForTimeout(100);
  await page.screenshot({ path: path.join(outDir, 'click-may-i.png') });
  const no = await button('No thanks');
  if (!sawPrompt) check(!!no, 'the May I? prompt has a No thanks button');
  await clickRect(no.rect);
  const after = await state();
  if (!sawPrompt) check(!(after.phase === 'buy_window' && after.deciding === after.human), 'No thanks answered the prompt');
  sawPrompt = true;
}
let st = await waitHuman();
while (st && st.phase === 'buy_window') { await answerPrompt(); st = await waitHuman(); }
check(st && st.phase === 'draw', `human to draw (${st && st.phase})`);
const stockBefore = st.stock_size;
const draw = await button('Draw');
check(!!draw, 'a Draw button is shown');
await clickRect(draw.rect);
st = await state();
check(st.phase === 'buy_window' || st.phase === 'play', `clicking Draw drew from the stock (phase ${st.phase})`);
st = await waitHuman();
check(st.phase === 'play' && st.hand.length === 11, `human plays with 11 cards (stock ${stockBefore} -> ${st.stock_size})`);
await page.screenshot({ path: path.join(outDir, 'click-after-draw-hidpi.png') });

// Sort by the S key, then select a card by clicking it and discard it with the button.
await pressRead(page, 's');
await page.waitForTimeout(100);
st = await state();
const target = st.ui.hand[st.ui.hand.length - 1];
await clickRect({ ...target.rect, y: target.rect.y + 10, h: 20 });
st = await state();
check(st.ui.hand.find((c) => c.id === target.id).selected, 'clicking a card selects it');
await page.screenshot({ path: path.join(outDir, 'click-selected.png') });
// Drag the first card to the end of the hand.
const first = st.ui.hand[0];
const last = st.ui.hand[st.ui.hand.length - 1];
await page.mouse.move(first.rect.x + 10, first.rect.y + 40);
await page.mouse.down();
await page.mouse.move(first.rect.x + 60, first.rect.y + 30, { steps: 5 });
await page.mouse.move(last.rect.x + last.rect.w - 5, last.rect.y + 40, { steps: 10 });
await page.mouse.up();
await page.waitForTimeout(100);
st = await state();
check(st.ui.hand[st.ui.hand.length - 1].id === first.id, 'dragging a card reorders the hand');
const discardBtn = await button('Discard');
check(discardBtn && discardBtn.enabled, 'Discard is enabled with one card selected');
await clickRect(discardBtn.rect);
st = await state();
check(st.hand.length === 10 && st.table.discard_top && st.table.discard_top.id === target.id, 'the selected card was discarded');

// Keep playing with clicks until a May I? prompt appears for the human: press "No thanks".
let melded = false;
let laidOff = false;
for (let turn = 0; turn < 120 && !(sawPrompt && melded && laidOff); turn++) {
  st = await waitHuman();
  if (!st) break;
  if (st.phase === 'buy_window') {
    await answerPrompt();
  } else if (st.phase === 'draw') {
    await clickRect(st.ui.stock);
  } else if (st.phase === 'play') {
    // Meld with the builder and Auto when the hint says the hand can meet the contract.
    const hint = await api('hint');
    if (hint.action.type === 'meld') {
      await clickRect((await button('Meld')).rect);
      await clickRect((await button('Auto')).rect);
      await page.screenshot({ path: path.join(outDir, 'click-builder.png') });
      await clickRect((await button('Put down')).rect);
      const after = await state();
      check(after.seats[after.human].down, 'Meld + Auto + Put down met the contract');
      await page.screenshot({ path: path.join(outDir, 'click-after-meld.png') });
      // Undo takes the melds back into the hand; then meld again.
      await clickRect((await button('Undo')).rect);
      const undone = await state();
      check(!undone.seats[undone.human].down && undone.hand.length === st.hand.length && undone.melds.length === st.melds.length,
        'Undo took the contract back into the hand');
      await clickRect((await button('Meld')).rect);
      await clickRect((await button('Auto')).rect);
      await clickRect((await button('Put down')).rect);
      check((await state()).seats[undone.human].down, 'melded again after the undo');
      melded = true;
      continue;
    }
    const card = hint.action.card;
    const c = st.ui.hand.find((h) => h.id === card);
    const target = st.ui.melds.find((m) => m.meld === hint.action.meld);
    if (hint.action.type === 'lay_off' && c && target) {
      // Drag the card onto the meld.
      await page.mouse.move(c.rect.x + 10, c.rect.y + 30);
      await page.mouse.down();
      await page.mouse.move(c.rect.x + 40, c.rect.y - 20, { steps: 4 });
      await page.mouse.move(target.rect.x + target.rect.w / 2, target.rect.y + target.rect.h / 2, { steps: 8 });
      await page.mouse.up();
      await page.waitForTimeout(80);
      const after = await state();
      if (!laidOff) check(after.hand.length === st.hand.length - 1 &&
        after.melds[hint.action.meld].cards.some((x) => x.id === card), 'dragging a card onto a meld laid it off');
      laidOff = true;
      if (after.hand.length === st.hand.length) await api('act', hint.action);
    } else if (hint.action.type === 'discard' && c) {
      await clickRect({ ...c.rect, y: c.rect.y + 10, h: 20 });
      await clickRect(st.ui.discard);
    } else {
      await api('act', hint.action);
    }
  } else {
    await api('act', (await api('hint')).action);
  }
}
check(sawPrompt, 'a May I? prompt was answered by a click');
check(melded, 'the contract was met through the builder');
if (!laidOff) console.log('note: no lay-off came up in this game');

// Hint button shows the suggestion.
st = await waitHuman();
const hintBtn = await button('Hint');
if (hintBtn) {
  await clickRect(hintBtn.rect);
  st = await state();
  check(st.ui.hint && st.ui.hint.startsWith('Hint:'), `Hint shows a suggestion: "${st.ui.hint}"`);
  await page.screenshot({ path: path.join(outDir, 'click-hint.png') });
}

// An unreadable save is reported on the home screen and kept aside.
await page.evaluate(() => localStorage.setItem('contractRummy.save', '{"format":"contract-rummy-client","version":1,"game":"{broken'));
await page.reload();
await page.evaluate(() => window.contractRummy.ready.then(() => true));
st = await state();
check(st.screen === 'home' && st.phase === 'none' && st.save_problem.includes('could not be read'), `unreadable save reported: "${st.save_problem}"`);
const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('contractRummy.save-unreadable-')));
check(kept.length >= 1, `unreadable save kept aside as ${kept.join(', ')}`);
await page.waitForTimeout(100);
await page.screenshot({ path: path.join(outDir, 'unreadable-save-home.png') });
check((await api('newGame', { variant: 'contract-rummy', players: 3, seed: 5 })).ok, 'a new game starts after an unreadable save');

check(errors.length === 0, `no console errors${errors.length ? ': ' + errors.slice(0, 3).join(' | ') : ''}`);
await browser.close();
done();
