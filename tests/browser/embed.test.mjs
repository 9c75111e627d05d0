// Embedding: a host page (tests/browser/fixtures/embed-host.html, served by
// this test from another origin) shows the game in an iframe beside a text
// input. The game becomes ready in the iframe; typing into the host's input
// works and does not reach the game; with the canvas focused (clicked), the
// game answers its keys (D draws from the stock).
//
//   node tests/browser/embed.test.mjs <base-url> <out-dir>
import { launch, openPage, Checks, waitReady, serveFolder, testArgs } from './browser.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { base, outDir } = testArgs('http://127.0.0.1:8080/', 'build/browser');
const checks = new Checks('embed');
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const host = await serveFolder(fixtures);
const browser = await launch();
await checks.run(async () => {
  const { page, problems } = await openPage(browser, { width: 1280, height: 800 });
  const gameUrl = base + 'index.html?bots=instant&animation=instant';
  await page.goto(host.url + 'embed-host.html?game=' + encodeURIComponent(gameUrl));
  let frame = null;
  for (let i = 0; i < 100 && !frame; i++) {
    frame = page.frames().find((f) => f.url().startsWith(base));
    if (!frame) await page.waitForTimeout(100);
  }
  checks.ok(frame !== null, 'the game iframe loaded from another origin');
  checks.ok((await waitReady(frame)) === 'ready', 'game ready inside the iframe');
  await frame.evaluate(() => localStorage.clear());
  const r = await frame.evaluate(() => window.contractRummy.newGame({ variant: 'contract-rummy', players: 3, seed: 77 }));
  checks.ok(r && r.ok, 'new game in the iframe');
  // Wait until it is the human's turn to draw.
  let hint = null;
  for (let i = 0; i < 100; i++) {
    hint = await frame.evaluate(() => window.contractRummy.hint());
    if (hint && hint.action && (hint.action.type === 'draw_stock' || hint.action.type === 'take_discard')) break;
    // Someone else's discard offered to us (May I?): decline, wait for our turn.
    if (hint && hint.action && hint.action.type === 'buy') await frame.evaluate(() => window.contractRummy.act({ type: 'pass' }));
    await page.waitForTimeout(100);
  }
  checks.ok(hint && hint.action, 'the human seat is to draw', JSON.stringify(hint && hint.action));
  const handSize = async () => (await frame.evaluate(() => window.contractRummy.state())).hand.length;
  const before = await handSize();

  // Typing on the host page: the input gets every key, the game none.
  await page.click('#notes');
  const typed = 'dealer d draws 7 hearts';
  await page.keyboard.type(typed);
  await page.keyboard.press('Space');
  await page.keyboard.press('Backspace');
  const value = await page.inputValue('#notes');
  checks.ok(value === typed, `the host's input took the typing ("${value}")`);
  checks.ok((await handSize()) === before, 'the game ignored keys typed into the host page');
  await page.screenshot({ path: path.join(outDir, 'embed-typing-1280x800.png') });

  // Focus the game by clicking its canvas (on the banner, which does nothing),
  // then its keys work: D draws from the stock.
  const box = await page.locator('#game').boundingBox();
  await page.mouse.click(box.x + box.width * 0.3, box.y + 14);
  const focused = await frame.evaluate(() => document.activeElement && document.activeElement.id);
  checks.ok(focused === 'canvas', 'a click gives the canvas the focus', String(focused));
  // The game's key for its current decision: D draws from the stock, N says
  // no thanks to a May I? offer. Its state must change.
  const snap = async () => JSON.stringify(await frame.evaluate(() => {
    const st = window.contractRummy.state();
    return [st.phase, st.hand, st.human_decision, st.table.discard_size, st.table.stock_size];
  }));
  const h = await frame.evaluate(() => window.contractRummy.hint());
  const key = h && h.action && (h.action.type === 'buy' || h.action.type === 'pass') ? 'n' : 'd';
  const snapBefore = await snap();
  await page.keyboard.press(key);
  let changed = false;
  for (let i = 0; i < 30 && !changed; i++) {
    await page.waitForTimeout(100);
    changed = (await snap()) !== snapBefore;
  }
  checks.ok(changed, `the focused game answers ${key.toUpperCase()} (${h && h.label})`);
  checks.ok((await page.inputValue('#notes')) === typed, 'the host input did not get the game\'s keys');
  await page.waitForTimeout(200);
  const shot = path.join(outDir, 'embed-1280x800.png');
  await page.screenshot({ path: shot });
  checks.ok(true, `screenshot ${shot}`);
  checks.ok(problems.length === 0, 'no console errors', problems.join(' | '));
}, async () => { await browser.close(); await host.close(); });
