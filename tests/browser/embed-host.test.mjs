// Embedding on a rules website: web/embed-example.html, served from another
// origin than the game, shows a full game and two rule demos in iframes.
// A demo is played through the page (clicks in the iframe) and through
// postMessage; malformed messages get error replies and change nothing;
// messages from an origin other than the one the game was given are met
// with silence; with storage blocked the game still runs and says saving is
// off. Screenshots: the example at 1280x800, a demo at 360x640.
//
//   node tests/browser/embed-host.test.mjs <base-url> <out-dir>
import { launch, openPage, Checks, waitReady, serveFolder, testArgs } from './browser.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { base, outDir } = testArgs('http://127.0.0.1:8080/', 'build/browser');
const checks = new Checks('embed-host');
const webDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
const host = await serveFolder(webDir);
const hostOrigin = new URL(host.url).origin;
const browser = await launch();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function frameFor(page, match) {
  for (let i = 0; i < 150; i++) {
    const f = page.frames().find((x) => x.url().startsWith(base) && x.url().includes(match));
    if (f) return f;
    await sleep(100);
  }
  return null;
}
// Waits for a message from `from` matching `pred` in the host's window.received.
async function waitMessage(page, from, pred, timeoutMs = 5000) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    const got = await page.evaluate(() => window.received);
    const hit = got.find((m) => m.from === from && pred(m.data));
    if (hit) return hit.data;
    await sleep(100);
  }
  return null;
}
async function clickButton(page, frameEl, frame, pred) {
  const st = await frame.evaluate(() => window.contractRummy.state());
  const b = ((st.ui && st.ui.buttons) || []).find((x) => pred(x.label || ''));
  if (!b) return null;
  const box = await page.locator(frameEl).boundingBox();
  await page.mouse.click(box.x + b.rect.x + b.rect.w / 2, box.y + b.rect.y + b.rect.h / 2);
  await sleep(250);
  return b.label;
}

await checks.run(async () => {
  const { page, problems } = await openPage(browser, { width: 1280, height: 800 });
  await page.goto(host.url + 'embed-example.html?game=' + encodeURIComponent(base));
  const demo = await frameFor(page, 'demo=may-i-priority');
  const full = await frameFor(page, 'bots=fast');
  const joker = await frameFor(page, 'demo=joker-swap-run');
  checks.ok(demo && full && joker, 'three game iframes from another origin');
  for (const [name, f] of [['demo', demo], ['full game', full], ['joker demo', joker]])
    checks.ok((await waitReady(f)) === 'ready', `${name} ready`);
  const ready = await waitMessage(page, 'demo-may-i', (m) => m.type === 'ready');
  checks.ok(ready && ready.protocol === 1 && ready.embed === true && ready.demo && ready.demo.id === 'may-i-priority',
    'the demo posted "ready" (protocol 1, embedded, which demo)', JSON.stringify(ready));
  let st = await demo.evaluate(() => window.contractRummy.state());
  checks.ok(st.screen === 'table' && st.demo && st.demo.caption.includes('earliest in turn'), 'the demo shows its moment and caption');

  // Through the page: the reader answers "no thanks" (allowed, not the point).
  const passed = await clickButton(page, '#demo-may-i', demo, (l) => /no|pass/i.test(l));
  st = await demo.evaluate(() => window.contractRummy.state());
  checks.ok(passed && st.demo.verdict === 'wrong' && st.phase === 'buy_window', `a wrong try (${passed}) is explained and not played`, JSON.stringify(st.demo));
  const told = await waitMessage(page, 'demo-may-i', (m) => m.type === 'demo' && m.demo && m.demo.verdict === 'wrong');
  checks.ok(told, 'the host heard the verdict');
  const retry = await clickButton(page, '#demo-may-i', demo, (l) => l === 'Try again');
  st = await demo.evaluate(() => window.contractRummy.state());
  checks.ok(retry && st.demo.verdict === null && st.demo.step === 0, '"Try again" sets the moment up anew');
  // The bar's "May I!" button (not the "May I?" toggle that claims a later discard).
  const bought = await clickButton(page, '#demo-may-i', demo, (l) => /^may i!/i.test(l));
  st = await demo.evaluate(() => window.contractRummy.state());
  checks.ok(bought && st.demo.done && st.demo.verdict === 'done' && st.hand.length === 12,
    `the invited move (${bought}) is played: the 9♣ and a penalty card`, JSON.stringify(st.demo));
  await page.screenshot({ path: path.join(outDir, 'embed-example-1280x800.png') });

  // Through postMessage: start over, then buy.
  let id = await page.evaluate(() => window.send('demo-may-i', { type: 'demo', restart: true }));
  const restarted = await waitMessage(page, 'demo-may-i', (m) => m.id === id);
  checks.ok(restarted && restarted.type === 'result' && restarted.ok, 'postMessage: demo restarted', JSON.stringify(restarted));
  id = await page.evaluate(() => window.send('demo-may-i', { type: 'act', action: { type: 'pass' } }));
  const wrong = await waitMessage(page, 'demo-may-i', (m) => m.id === id);
  checks.ok(wrong && wrong.type === 'error' && /next in turn/.test(wrong.reason), 'postMessage: a wrong try is refused with the explanation', JSON.stringify(wrong));
  id = await page.evaluate(() => window.send('demo-may-i', { type: 'act', action: { type: 'buy' } }));
  const right = await waitMessage(page, 'demo-may-i', (m) => m.id === id);
  checks.ok(right && right.type === 'result' && right.ok, 'postMessage: the invited move is played');
  const done = await waitMessage(page, 'demo-may-i', (m) => m.type === 'demo' && m.demo && m.demo.done);
  checks.ok(done && /penalty/.test(done.demo.explanation), 'postMessage: the host gets the explanation', JSON.stringify(done && done.demo));

  // The full game: start one, ask for the state, collect public events.
  id = await page.evaluate(() => window.send('full', { type: 'newGame', options: { variant: 'contract-rummy', players: 3, seed: 12 } }));
  const started = await waitMessage(page, 'full', (m) => m.id === id);
  checks.ok(started && started.ok, 'postMessage: new game started', JSON.stringify(started));
  for (let i = 0; i < 60; i++) {
    const s = await full.evaluate(() => window.contractRummy.state());
    if (s.human_decision && (s.phase === 'draw' || s.phase === 'buy_window')) break;
    await sleep(100);
  }
  id = await page.evaluate(() => window.send('full', { type: 'hint' }));
  const hint = await waitMessage(page, 'full', (m) => m.id === id);
  if (hint && hint.hint) await page.evaluate((a) => window.send('full', { type: 'act', action: a }), hint.hint.action);
  id = await page.evaluate(() => window.send('full', { type: 'state' }));
  const state = await waitMessage(page, 'full', (m) => m.id === id);
  checks.ok(state && state.type === 'state' && state.state.phase && Array.isArray(state.state.hand), 'postMessage: the state');
  await sleep(1500);
  const events = (await page.evaluate(() => window.received)).filter((m) => m.from === 'full' && m.data.type === 'event');
  checks.ok(events.length > 0, `public events posted (${events.length})`);
  const leaks = events.filter((m) => ['drew_stock', 'penalty_card'].includes(m.data.event.type) && 'card' in m.data.event);
  checks.ok(leaks.length === 0, 'no hidden card in any public event', JSON.stringify(leaks.slice(0, 2)));

  // Malformed messages: an error reply each, and nothing changes.
  const before = JSON.stringify(await joker.evaluate(() => { const s = window.contractRummy.state(); return [s.hand, s.melds, s.phase, s.demo]; }));
  const bad = [
    'just text', [1, 2], { protocol: 2, type: 'state' }, { protocol: 1, type: 'explode' }, { protocol: 1 },
    { protocol: 1, type: 'act' }, { protocol: 1, type: 'act', action: 'discard' }, { protocol: 1, type: 'act', action: { type: 'fly' } },
    { protocol: 1, type: 'act', action: { type: 'discard', card: 'ZZ' } }, { protocol: 1, type: 'newGame', options: [3] },
    { protocol: 1, type: 'newGame', options: { variant: 'no-such-game' } }, { protocol: 1, type: 'demo', demo: 42 },
    { protocol: 1, type: 'demo', demo: '../../secret' }, { protocol: 1, type: 'demo', demo: 'no-such-demo' },
    // a player count past 32 bits used to be read as 4 (4294967300 - 2^32) and start a game
    { protocol: 1, type: 'newGame', options: { variant: 'contract-rummy', players: 4294967300 } },
    { protocol: 1, type: 'newGame', options: { variant: 'contract-rummy', players: 'four' } },
  ];
  const countErrors = async () => (await page.evaluate(() => window.received)).filter((m) => m.from === 'demo-joker' && m.data.type === 'error').length;
  const errorsBefore = await countErrors();
  await page.evaluate((msgs) => { const w = document.getElementById('demo-joker').contentWindow; for (const m of msgs) w.postMessage(m, '*'); }, bad);
  await sleep(800);
  checks.ok((await countErrors()) - errorsBefore === bad.length, `an error reply for each of ${bad.length} malformed messages`,
    String((await countErrors()) - errorsBefore));
  const after = JSON.stringify(await joker.evaluate(() => { const s = window.contractRummy.state(); return [s.hand, s.melds, s.phase, s.demo]; }));
  checks.ok(before === after, 'malformed messages changed nothing');
  checks.ok(problems.length === 0, 'no console errors on the host page', problems.join(' | '));

  // A page on another origin than ?origin=: silence, and nothing changes.
  const { page: other, problems: otherProblems } = await openPage(browser, { width: 800, height: 600 });
  await other.route('**/favicon.ico', (r) => r.fulfill({ status: 204, body: '' }));  // not what this checks
  await other.goto(base + 'sw.js');  // any page of the game's origin, which is not the allowed one
  const demoUrl = base + 'index.html?embed=1&demo=may-i-priority&origin=' + encodeURIComponent(hostOrigin);
  await other.setContent(`<link rel="icon" href="data:,"><iframe id="g" src="${demoUrl}" style="width:700px;height:500px"></iframe>`);
  const otherFrame = await frameFor(other, 'demo=may-i-priority');
  checks.ok((await waitReady(otherFrame)) === 'ready', 'demo ready under a foreign parent');
  await other.evaluate(() => { window.heard = []; window.addEventListener('message', (e) => window.heard.push(e.data)); });
  await other.evaluate(() => { const w = document.getElementById('g').contentWindow;
    for (const m of [{ protocol: 1, type: 'act', action: { type: 'buy' } }, { protocol: 1, type: 'state' }, 'junk']) w.postMessage(m, '*'); });
  await sleep(800);
  const heard = await other.evaluate(() => window.heard);
  const otherState = await otherFrame.evaluate(() => window.contractRummy.state());
  checks.ok(heard.length === 0, 'messages from a wrong origin get no answer', JSON.stringify(heard));
  checks.ok(otherState.phase === 'buy_window' && otherState.demo.step === 0, 'and change nothing');
  checks.ok(otherProblems.length === 0, 'no console errors there', otherProblems.join(' | '));

  // A demo alone on a phone-sized screen.
  const { page: phone } = await openPage(browser, { width: 360, height: 640 });
  await phone.goto(base + 'index.html?embed=1&demo=round-7-whole-hand');
  checks.ok((await waitReady(phone)) === 'ready', 'demo ready at 360x640');
  await sleep(300);
  await phone.screenshot({ path: path.join(outDir, 'demo-360x640.png') });
  checks.ok(await phone.locator('#full-game').isVisible(), 'the "open full game" link is shown when embedded');

  // Storage blocked (a third-party iframe whose storage the browser refuses).
  const { context: blockedCtx, page: blocked, problems: blockedProblems } = await openPage(browser, { width: 800, height: 600 });
  await blockedCtx.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
  });
  await blocked.goto(host.url + 'embed-example.html?game=' + encodeURIComponent(base));
  const blockedFull = await frameFor(blocked, 'bots=fast');
  checks.ok(blockedFull && (await waitReady(blockedFull)) === 'ready', 'with storage blocked the game still starts');
  const bs = await blockedFull.evaluate(() => window.contractRummy.state());
  checks.ok(bs.saving === false && bs.screen === 'table', 'and says saving is off', JSON.stringify({ saving: bs.saving, screen: bs.screen }));
  const moved = await blockedFull.evaluate(() => { const h = window.contractRummy.hint(); return h ? window.contractRummy.act(h.action) : { ok: true }; });
  checks.ok(moved && moved.ok, 'and plays on');
  checks.ok(blockedProblems.length === 0, 'without throwing', blockedProblems.join(' | '));
}, async () => { await browser.close(); await host.close(); });
