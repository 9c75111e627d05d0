// The gallery's snippet on a rules page (issue 64): web/demos.html, "Copy
// embed code" on a lesson (joker-swap-run, two steps); the copied snippet is
// pasted into a host page served from ANOTHER origin (a second server on
// another port). There embed-host.js adds the page's origin to the frame's
// address, the frame's height follows the game's {type: "resize"} messages,
// and `step`/`demo` messages sent with contractRummyHost.send() are answered
// with the right `result`, `step` ("Step 2 of 2") and `demo` events; a bad
// step message gets an `error` and changes nothing. Hostile origins: a resize
// posted by the host page itself or by a frame from a third origin moves
// nothing. Screenshot: the host page at 1280x800.
//
//   node tests/browser/embed-gallery.test.mjs <base-url> <out-dir>
import { launch, openPage, Checks, waitReady, serveFolder, testArgs } from './browser.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { base, outDir } = testArgs('http://127.0.0.1:8080/', 'build/browser');
const checks = new Checks('embed-gallery');
const hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cr-gallery-host-'));
const thirdDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cr-gallery-third-'));
const host = await serveFolder(hostDir);
const third = await serveFolder(thirdDir);
const browser = await launch();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const DEMO = 'joker-swap-run';

// Waits for an event the host page recorded (window.got) matching pred.
async function waitEvent(page, pred, timeoutMs = 6000) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    const hit = (await page.evaluate(() => window.got)).find(pred);
    if (hit) return hit;
    await sleep(100);
  }
  return null;
}

await checks.run(async () => {
  // 1. The gallery: copy one snippet.
  const { context, page: gallery, problems } = await openPage(browser, { width: 1280, height: 800 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(base).origin }).catch(() => {});
  await gallery.route('**/favicon.ico', (r) => r.fulfill({ status: 204, body: '' }));  // not what this checks
  await gallery.goto(base + 'demos.html');
  const card = gallery.locator(`section.demo[data-id="${DEMO}"]`);
  await card.waitFor({ timeout: 15000 });
  await card.locator('button', { hasText: 'Copy embed code' }).click();
  await sleep(300);
  const snippet = await card.evaluate((el) => el.dataset.snippet || '');
  const clip = await gallery.evaluate(() => navigator.clipboard.readText().catch(() => null));
  checks.ok(snippet.includes(`demo=${DEMO}`) && /loading="lazy"/.test(snippet) && /title="/.test(snippet) && /embed-host\.js/.test(snippet),
    'the gallery gives a sized, titled, lazy snippet with embed-host.js', snippet);
  checks.ok(clip === null || clip === snippet, 'the clipboard holds the snippet (where the browser lets the test read it)');
  checks.ok(problems.length === 0, 'no console errors in the gallery', problems.join(' | '));
  await gallery.close();  // (its live frames are not what this checks)

  // 2. The snippet pasted into a page on another origin.
  fs.writeFileSync(path.join(hostDir, 'rules.html'), `<!doctype html><meta charset="utf-8"><title>House rules</title>
<link rel="icon" href="data:,"><h1>Jokers</h1><p>Try it:</p>
${snippet}
<script>
  window.got = [];
  document.addEventListener('contract-rummy', (e) => window.got.push(e.detail), true);
</script>`);
  fs.writeFileSync(path.join(thirdDir, 'evil.html'), `<!doctype html><link rel="icon" href="data:,"><script>
  parent.postMessage({ protocol: 1, source: 'contract-rummy', type: 'resize', height: 1234 }, '*');
</script>`);
  const { page, problems: hostProblems } = await openPage(browser, { width: 1280, height: 800 });
  checks.ok(new URL(host.url).origin !== new URL(base).origin, `the host page is on another origin (${new URL(host.url).origin})`);
  await page.goto(host.url + 'rules.html');
  const iframe = page.locator('iframe[data-contract-rummy]');
  let frame = null;
  // (a lazy frame on a loaded machine: two browser tests run side by side,
  // and the frame is created only once the host page has laid it out)
  for (let i = 0; i < 600 && !frame; i++) {
    // (the frame as embed-host.js sent it: with the page's origin)
    frame = page.frames().find((f) => f.url().startsWith(base) && f.url().includes(DEMO) && f.url().includes('origin='));
    if (!frame) await sleep(100);
  }
  checks.ok(frame && (await waitReady(frame, 90000)) === 'ready', 'the pasted demo is ready in its frame',
    frame ? frame.url() : JSON.stringify(page.frames().map((f) => f.url())));
  const src = await iframe.getAttribute('src');
  checks.ok(new URL(src).searchParams.get('origin') === new URL(host.url).origin, 'embed-host.js gave the frame the page\'s origin', src);
  const ready = await waitEvent(page, (m) => m.type === 'ready', 30000);
  checks.ok(ready && ready.demo && ready.demo.id === DEMO, 'the host got "ready" with the demo', JSON.stringify(ready));

  // Auto-resize: the frame's height follows the height the game posts.
  await waitEvent(page, (m) => m.type === 'resize', 20000);
  await sleep(600);
  const resize = (await page.evaluate(() => window.got)).filter((m) => m.type === 'resize').pop();
  const height = await iframe.evaluate((f) => f.getBoundingClientRect().height);
  checks.ok(resize && Number.isFinite(resize.height) && Math.abs(height - Math.max(200, Math.min(2000, resize.height))) < 1,
    `the frame's height is the one the game posted (${resize && resize.height}; ${height} px)`);
  // A narrower column on the host page: the caption wraps onto more lines,
  // the game asks for more height and the frame follows.
  await iframe.evaluate((f) => { f.style.width = '340px'; });
  let narrow = null;
  for (let i = 0; i < 40 && !narrow; i++) {
    await sleep(150);
    const last = (await page.evaluate(() => window.got)).filter((m) => m.type === 'resize').pop();
    if (last && last.height !== resize.height) narrow = last;
  }
  await sleep(200);
  const narrowHeight = await iframe.evaluate((f) => f.getBoundingClientRect().height);
  checks.ok(narrow && narrow.height > resize.height && Math.abs(narrowHeight - narrow.height) < 1,
    `at 340 px wide the game asks for more and the frame follows (${resize.height} -> ${narrow && narrow.height}; frame ${narrowHeight})`);
  await iframe.evaluate((f) => { f.style.width = ''; });
  await sleep(600);
  const st = await frame.evaluate(() => window.contractRummy.state());
  checks.ok(st.ui.demo_panel && !st.ui.demo_panel.short_frame && st.ui.demo_panel.caption_shown,
    'grown to its preferred height, the frame shows the whole caption above the table', JSON.stringify(st.ui.demo_panel));

  // step/demo messages through embed-host.js's send().
  const send = (msg) => page.evaluate((m) => {
    window.contractRummyHost.send(document.querySelector('iframe[data-contract-rummy]'), m);
  }, msg);
  await send({ type: 'step', go: 'show', id: 'show-1' });
  const shown = await waitEvent(page, (m) => m.id === 'show-1');
  checks.ok(shown && shown.type === 'result' && shown.ok, '"show" is answered with a result', JSON.stringify(shown));
  const step2 = await waitEvent(page, (m) => m.type === 'step' && m.step === 1);
  checks.ok(step2 && step2.steps === 2 && step2.label === 'Step 2 of 2' && /joker/i.test(step2.prompt),
    'a "step" event: step 2 of 2 and its prompt', JSON.stringify(step2));
  const demoEv = await waitEvent(page, (m) => m.type === 'demo' && m.demo && m.demo.step === 1);
  checks.ok(demoEv && demoEv.demo.id === DEMO && demoEv.demo.step_label === 'Step 2 of 2' && demoEv.demo.verdict === 'right',
    'a "demo" event with the verdict and the step', JSON.stringify(demoEv && demoEv.demo));
  await send({ type: 'step', go: 'back', id: 'back-1' });
  const back = await waitEvent(page, (m) => m.type === 'step' && m.step === 0 && m.label === 'Step 1 of 2');
  checks.ok(back && (await waitEvent(page, (m) => m.id === 'back-1' && m.ok)), '"back" returns to step 1 of 2');
  const before = JSON.stringify(await frame.evaluate(() => { const s = window.contractRummy.state(); return [s.hand, s.melds, s.demo]; }));
  await send({ type: 'step', go: 'sideways', id: 'bad-1' });
  const bad = await waitEvent(page, (m) => m.id === 'bad-1');
  checks.ok(bad && bad.type === 'error' && /"go"/.test(bad.reason), 'a malformed step message gets an error', JSON.stringify(bad));
  await sleep(300);
  const after = JSON.stringify(await frame.evaluate(() => { const s = window.contractRummy.state(); return [s.hand, s.melds, s.demo]; }));
  checks.ok(before === after, 'the bad message changed nothing');
  await send({ type: 'demo', restart: true, id: 'restart-1' });
  const restarted = await waitEvent(page, (m) => m.id === 'restart-1');
  const again = await frame.evaluate(() => window.contractRummy.state().demo);
  checks.ok(restarted && restarted.ok && again.step === 0 && again.verdict === null, 'a "demo" restart message is answered and starts over');
  await page.screenshot({ path: path.join(outDir, 'embed-gallery-host-1280x800.png') });

  // Hostile: resizes not from the frame's own window and origin move nothing.
  const h0 = await iframe.evaluate((f) => f.style.height);
  await page.evaluate(() => window.postMessage({ protocol: 1, source: 'contract-rummy', type: 'resize', height: 999 }, '*'));
  await page.evaluate((url) => { const f = document.createElement('iframe'); f.src = url; document.body.appendChild(f); }, third.url + 'evil.html');
  await sleep(1000);
  checks.ok((await iframe.evaluate((f) => f.style.height)) === h0, `a resize posted by the page or a third origin is ignored (${h0})`);
  const foreign = (await page.evaluate(() => window.got)).filter((m) => m.height === 999 || m.height === 1234);
  checks.ok(foreign.length === 0, 'and is not passed on as a game event');
  checks.ok(hostProblems.length === 0, 'no console errors on the host page', hostProblems.join(' | '));
}, async () => {
  await browser.close(); await host.close(); await third.close();
  for (const dir of [hostDir, thirdDir]) fs.rmSync(dir, { recursive: true, force: true });
});
