import { launch, openPage, waitReady } from '/work/main/tests/browser/browser.mjs';
const browser = await launch();
for (let i = 0; i < 5; i++) {
  const { context, page } = await openPage(browser);
  await page.addInitScript(() => {
    window.__t = [];
    const mark = (s) => window.__t.push(`${s}@${performance.now().toFixed(0)}`);
    const oi = WebAssembly.instantiate;
    WebAssembly.instantiate = function (...a) { mark('inst>'); return oi.apply(this, a).then((r) => { mark('inst<'); return r; }); };
    let M;
    Object.defineProperty(window, 'Module', { configurable: true, get() { return M; }, set(v) {
      const og = v.onGameReady; v.onGameReady = function () { mark('ready'); return og.apply(this, arguments); };
      v.onRuntimeInitialized = () => mark('rtinit');
      M = v; } });
    document.addEventListener('DOMContentLoaded', () => mark('dcl'));
  });
  const t0 = Date.now();
  await page.goto('http://127.0.0.1:8765/index.html?sw=0');
  const r = await waitReady(page, 20000);
  const tReady = Date.now() - t0;
  const t = await page.evaluate(() => window.__t.join(' '));
  const res = await page.evaluate(() => performance.getEntriesByType('resource').map(e => `${e.name.split('/').pop()} ${e.startTime.toFixed(0)}-${e.responseEnd.toFixed(0)}`).join(' '));
  console.log(tReady, t, '|', res);
  await context.close();
}
await browser.close();
