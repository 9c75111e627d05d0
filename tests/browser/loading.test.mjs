// Download progress on a slow network (issue 8: "12.9 s at 1.6 Mbps with
// only 'Shuffling the cards…' showing: show real download progress"). The
// page loads with the network throttled (CDP, 8 Mbps, to stay short); every
// text the loading element shows until the game is ready is recorded in the
// page (a MutationObserver installed before the page's own scripts, so a
// busy machine cannot miss the last shares) and must show a growing share of
// the bytes.
//
//   node tests/browser/loading.test.mjs <base-url> <out-dir>
import { launch, openPage, Checks, waitReady, testArgs } from './browser.mjs';
import path from 'node:path';

const { base, outDir } = testArgs('http://127.0.0.1:8080/', 'build/browser');
const checks = new Checks('loading');
const browser = await launch();
await checks.run(async () => {
  const { page, problems } = await openPage(browser, { width: 360, height: 640 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 40, downloadThroughput: (8 * 1024 * 1024) / 8, uploadThroughput: 1024 * 1024 / 8,
  });
  await page.addInitScript(() => {
    const seen = (window.__loadingTexts = []);
    const record = () => {
      const el = document.getElementById('loading');
      if (el && !el.classList.contains('hidden') && seen[seen.length - 1] !== el.textContent) seen.push(el.textContent);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const t0 = Date.now();
  await page.goto(base + 'index.html?sw=0', { waitUntil: 'commit' });
  let shot = false;
  while (Date.now() - t0 < 30000) {
    const s = await page.evaluate(() => {
      const el = document.getElementById('loading');
      return { text: el ? el.textContent : '', hidden: !el || el.classList.contains('hidden') };
    }).catch(() => null);
    if (s && s.hidden) break;
    if (s && !shot && /\d+%/.test(s.text)) {
      await page.screenshot({ path: path.join(outDir, 'loading-progress.png') });
      shot = true;
    }
    await page.waitForTimeout(100);
  }
  const ready = await waitReady(page, 20000);
  const texts = await page.evaluate(() => window.__loadingTexts || []);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`  figure: ready after ${seconds} s at 8 Mbps; loading texts seen: ${texts.length}`);
  const shares = texts.map((t) => /(\d+)%/.exec(t)).filter(Boolean).map((m) => Number(m[1]));
  console.log(`  figure: shares shown ${shares.length}, from ${shares[0]}% to ${shares[shares.length - 1]}%`);
  checks.ok(ready === 'ready', 'the game became ready');
  checks.ok(shares.length >= 3, `the loading text showed download progress ${shares.length} times`);
  checks.ok(shares.every((v, i) => i === 0 || v >= shares[i - 1]) && shares[shares.length - 1] >= 90,
    `the share grows to the end (${shares[0]}% .. ${shares[shares.length - 1]}%)`);
  checks.ok(texts.some((t) => /of \d+\.\d MB/.test(t)), 'it names the megabytes');
  checks.ok(problems.length === 0, 'no console errors', problems.join(' | '));
}, () => browser.close());
