// Walks the menu screens with clicks: Home, New game (variants with
// summaries, players, name, bot level, seed), Rules (generated from the rule
// set), Settings; starts a game from the New game screen; screenshots each
// at 1280x800 and 360x640.
//
//   node tests/browser/screens.test.mjs <base-url> <out-dir>
import path from 'node:path';
import { launch, clickRead, testArgs, plainChecks } from './browser.mjs';

const { base, outDir } = testArgs('http://127.0.0.1:8123/');
const { check, done } = plainChecks();

const browser = await launch();  // $CHROMIUM or /usr/bin/chromium (browser.mjs)
const errors = [];
for (const [w, h] of [[1280, 800], [360, 640]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base + 'index.html?bots=fast');
  await page.evaluate(() => { localStorage.clear(); });
  await page.reload();
  await page.evaluate(() => window.contractRummy.ready.then(() => true));
  const state = () => page.evaluate(() => window.contractRummy.state());
  const shot = async (name) => { await page.waitForTimeout(120); await page.screenshot({ path: path.join(outDir, `${name}-${w}x${h}.png`) }); };
  async function click(label) {
    const st = await state();
    const b = st.ui && st.ui.buttons.find((x) => x.label === label);
    if (!b) { check(false, `button "${label}" on ${st.screen}`); return false; }
    await clickRead(page, b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h / 2);
    await page.waitForTimeout(80);
    return true;
  }
  let st = await state();
  check(st.screen === 'home', `${w}x${h}: home screen`);
  await shot('home');
  await click('Rules');
  check((await state()).screen === 'rules', `${w}x${h}: rules screen`);
  await shot('rules');
  await page.mouse.wheel(0, 600);
  await shot('rules-scrolled');
  await click('Back');
  await click('Settings');
  check((await state()).screen === 'settings', `${w}x${h}: settings screen`);
  await click('On');  // four-colour deck
  await shot('settings');
  await click('Done');
  await click('New game');
  check((await state()).screen === 'new_game', `${w}x${h}: new game screen`);
  // Small screens show one chooser ("Contract Rummy \u25BE") that opens the list of variants.
  const chooser = ((await state()).ui.buttons || []).find((b) => b.label.endsWith('\u25BE'));
  if (chooser) {
    await click(chooser.label);
    check((await state()).ui.buttons.length >= 13, `${w}x${h}: the chooser lists every variant`);
    await shot('variant-list');
  }
  await click('Liverpool Rummy');
  check(((await state()).ui.buttons || []).some((b) => b.label === 'Liverpool Rummy' || b.label === 'Liverpool Rummy \u25BE'),
    `${w}x${h}: Liverpool Rummy chosen`);
  await click('+');
  await shot('new-game');
  await click('Start');
  st = await state();
  check(st.screen === 'table' && st.phase !== 'none', `${w}x${h}: Start opened the table (${st.variant}, ${st.players} players)`);
  await page.waitForTimeout(1500);
  await shot('table-four-colour');
  // Rules from the table highlight the current round.
  await click('\u2699');
  await click('Rules');
  await shot('rules-from-table');
  await page.close();
}
check(errors.length === 0, `no console errors${errors.length ? ': ' + errors.slice(0, 3).join(' | ') : ''}`);
await browser.close();
done();
