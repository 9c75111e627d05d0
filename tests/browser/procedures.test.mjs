// The table procedures at game start in the real page (issue 10): a
// Pinochle Rummy game (CR003: the lowest card deals, ace low; the player to
// the dealer's left cuts) at 1280x800 and a Liverpool game (LIV000: the
// dealer's right cuts, -50 for an exact cut) at 360x640. Checks that the
// table's opening message and the log show the draws, the dealer and the
// cut, and takes a screenshot of each.
//
//   node tests/browser/procedures.test.mjs <base-url> <out-dir>
import { launch, openPage, Checks, testArgs } from './browser.mjs';
import path from 'node:path';

const { base, outDir } = testArgs('http://127.0.0.1:8752/', 'build/browser-shots');
const checks = new Checks('procedures');
const browser = await launch();

async function opening(variant, seed, width, height, shotName) {
  const { page, problems } = await openPage(browser, { width, height });
  await page.goto(base + 'index.html?bots=slow&animation=instant');
  await page.evaluate(() => window.contractRummy.ready.then(() => true));
  const r = await page.evaluate(([v, s]) => window.contractRummy.newGame({ variant: v, players: 4, seed: s }), [variant, seed]);
  checks.ok(r && r.ok, `newGame ${variant} seed ${seed}`);
  await page.waitForTimeout(400);
  const st = await page.evaluate(() => window.contractRummy.state());
  await page.screenshot({ path: path.join(outDir, shotName) });
  checks.ok(problems.length === 0, `${variant}: no page errors`, problems.join('; '));
  await page.context().close();
  return { message: (st.ui && st.ui.message) || '', log: (st.log || []).join('\n') };
}

{
  const { message, log } = await opening('pinochle-rummy', 20261125, 1280, 800, 'procedures-pinochle-1280x800.png');
  // [003] "The player whom draws the lowest card is the first dealer. For purposes of this draw the ace is considered low."
  checks.ok(/Draw for the first deal: You .+, Bea .+, Mia .+, Sam .+/.test(message), 'the message shows every seat\'s draw', message);
  checks.ok(/deals? first \(lowest card deals, ace low\)/.test(message), 'the message says who deals and why', message);
  // [003] "the player to the dealers immediate left should cut the cards"
  checks.ok(/ cut \d+ cards/.test(message), 'the message shows the cut', message);
  checks.ok(/Draw for the first deal/.test(log) && / cut \d+ cards/.test(log), 'the log shows the draw and the cut', log);
}
{
  const { message, log } = await opening('liverpool', 20261126, 360, 640, 'procedures-liverpool-360x640.png');
  // [000] "the player to the right of the dealer must cut the deck before the deal"
  // (issue 66: nobody is asked to cut; the player's own cut says "The game cut N cards for you")
  checks.ok(/ cut \d+ cards( for you)?(: exactly the cards to deal| \(41 would have been exact\))/.test(message) && !/Draw for the first deal/.test(message),
    'Liverpool: the cut and the exact count (4x10+1), no draw (random first dealer)', message);
  checks.ok(/ cut \d+ cards/.test(log), 'Liverpool: the log shows the cut', log);
}
await browser.close();
checks.finish();
