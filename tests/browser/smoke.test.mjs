// Browser smoke test: the served page loads, the game says it is ready, no
// error reaches the console, and a screenshot shows the table drawn by SDL2.
// Usage: node tests/browser/smoke.test.mjs <base-url> <out-dir>
import { launch, openPage, Checks, waitReady, imageStats } from './browser.mjs';
import { mkdirSync, statSync } from 'node:fs';

const [base = 'http://127.0.0.1:8080/', outDir = 'build/browser'] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const checks = new Checks('smoke');
const browser = await launch();
await checks.run(async () => {
  const { page, problems } = await openPage(browser);
  const started = Date.now();
  const response = await page.goto(base, { waitUntil: 'load' });
  checks.ok(response && response.ok(), 'page served', response ? String(response.status()) : 'no response');
  const hasApi = await page.evaluate(() => typeof window.contractRummy === 'object' && window.contractRummy.ready instanceof Promise);
  checks.ok(hasApi, 'window.contractRummy.ready is a Promise');
  const result = hasApi ? await waitReady(page) : 'no api';
  checks.ok(result === 'ready', 'game reports ready', result);
  console.log(`  time from navigation to ready: ${Date.now() - started} ms`);
  await page.waitForTimeout(300);
  const shot = `${outDir}/smoke.png`;
  await page.screenshot({ path: shot });
  checks.ok(statSync(shot).size > 5000, `screenshot saved (${shot})`);
  const stats = await imageStats(browser, await page.screenshot());
  const pct = (x) => (100 * x).toFixed(1) + '%';
  checks.ok(stats.green > 0.3, `the green table fills the page (${pct(stats.green)} green)`);
  checks.ok(stats.light > 0.003, `text and cards are drawn on it (${pct(stats.light)} light pixels)`);
  const canvas = await page.evaluate(() => {
    const c = document.getElementById('canvas');
    return { w: c.width, h: c.height, visible: c.getBoundingClientRect().width > 0 && getComputedStyle(c).visibility === 'visible' };
  });
  checks.ok(canvas.w > 0 && canvas.h > 0 && canvas.visible, 'canvas has a drawing size', JSON.stringify(canvas));
  const overlay = await page.evaluate(() => document.getElementById('loading')?.classList.contains('error'));
  checks.ok(!overlay, 'no error overlay');
  checks.ok(problems.length === 0, 'no console errors', problems.join(' | '));
}, () => browser.close());
