// Speeds given by URL parameter (?bots=&animation=) are for this page only:
// changing another setting on the Settings screen must not write them into
// the saved settings; choosing a speed there does save it. The settings file
// holds speeds by name; the page API's settings() still answers integers.
//
//   node tests/browser/settings-url.test.mjs <base-url> <out-dir>
import { launch, openPage, Checks, waitReady, clickRead, testArgs } from './browser.mjs';
import path from 'node:path';

const { base, outDir } = testArgs('http://127.0.0.1:8080/', 'build/browser');
const checks = new Checks('settings-url');
const browser = await launch();
await checks.run(async () => {
  const { page, problems } = await openPage(browser);
  await page.goto(base + 'index.html?sw=0');
  await waitReady(page);
  await page.evaluate(() => localStorage.clear());
  await page.goto(base + 'index.html?sw=0&bots=instant&animation=fast');
  await waitReady(page);
  problems.splice(0);  // the first load's icon request is cut by the second navigation
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('contractRummy.settings') || 'null'));
  const click = async (label, nth = 0) => {
    const st = await page.evaluate(() => window.contractRummy.state());
    const b = (st.ui && st.ui.buttons || []).filter((x) => x.label === label)[nth];
    if (!b) return false;
    const read = await clickRead(page, b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h / 2);
    await page.waitForTimeout(100);
    return read;  // state().inputs_read counted the click
  };
  const inputsBefore = (await page.evaluate(() => window.contractRummy.state())).inputs_read;
  checks.ok(await click('Settings'), 'Settings screen opened');
  const inputsAfter = (await page.evaluate(() => window.contractRummy.state())).inputs_read;
  checks.ok(inputsAfter === inputsBefore + 1, `state().inputs_read counted the click (${inputsBefore} -> ${inputsAfter})`);
  checks.ok(await click('On', 0), 'four-colour deck switched on');
  let s = await stored();
  checks.ok(s && s.four_colour === true, 'the four-colour choice is saved');
  checks.ok(s && s.bots === 'normal' && s.animation === 'normal', `URL speeds not saved (bots ${s && s.bots}, animation ${s && s.animation})`);
  const live = await page.evaluate(() => window.contractRummy.settings({}));
  checks.ok(JSON.parse(JSON.stringify(live)).bots === 3, 'the URL speed still applies on this page');
  await page.screenshot({ path: path.join(outDir, 'settings-url.png') });
  // Choosing a bot speed on the screen saves it.
  checks.ok(await click('Slow', 1), 'bot speed Slow chosen');
  s = await stored();
  checks.ok(s && s.bots === 'slow' && s.animation === 'normal', `a chosen speed is saved (bots ${s && s.bots}, animation ${s && s.animation})`);
  checks.ok(problems.length === 0, 'no console errors', problems.join(' | '));
}, () => browser.close());
