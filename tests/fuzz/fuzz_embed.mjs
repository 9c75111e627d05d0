// Fuzz target for the embedding message handler (web/embed.js, postMessage
// protocol 1, web/EMBEDDING.md), run in headless Chromium against the built
// site: a host page on another origin embeds the game with ?origin=<host>
// and posts it random messages, mutated from valid ones (wrong types, huge
// and deep values, odd keys, actions of every kind with random fields,
// newGame/demo options with random values). Properties, for every message:
//   - exactly one reply with the message's id (or id null for a non-object),
//     protocol 1, source "contract-rummy", type "error" or the request's answer;
//   - an error reply changes nothing: while the game waits on the human (the
//     bots play on their own otherwise), its state before and after is equal;
//   - no page error, no console error, and the game still answers state().
// The random stream is seeded (FUZZ_SEED, default 1); a failure prints the
// message that broke a property and its seed.
//
//   node tests/fuzz/fuzz_embed.mjs <site-dir> [seconds] [corpus-dir]
// Prints "ok fuzz_embed: N runs in S s, E exec/s" or "FAIL fuzz_embed: ...".
import { launch, openPage, waitReady, serveFolder } from '../browser/browser.mjs';
import { mkdirSync, writeFileSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const siteDir = process.argv[2] || 'build/web/site';
const seconds = Number(process.argv[3] || 20);
const corpusDir = process.argv[4] || '';
let seed = Number(process.env.FUZZ_SEED || 1) >>> 0;

// mulberry32: a small seeded generator (same stream on every machine).
function rand() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (xs) => xs[Math.floor(rand() * xs.length)];
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));

const TYPES = ['state', 'act', 'newGame', 'demo', 'hint', 'ready', 'event', '', 'constructor', '__proto__', 'toString', 'hasOwnProperty'];
const ACTIONS = ['draw_stock', 'take_discard', 'buy', 'pass', 'meld', 'lay_off', 'swap_joker', 'discard', 'next_round',
  'shanghai', 'claim_wild', 'push', 'bogus'];
const CARDS = ['7H', 'QS', 'JK', 'AD', '10C', '2S', 'XX', '', '1H', '14S', 0, 53, -1, 1e9, 107, 'KH KH'];
const VARIANTS = ['contract-rummy', 'liverpool', 'shanghai', 'ten-card', 'no-such', '../../etc/passwd', '', 42];
const DEMOS = ['may-i-priority', 'joker-swap-run', 'going-out', 'nope', '', '../x', null];

function scalar() {
  return pick([() => int(-5, 200), () => rand() * 1e6, () => -0, () => NaN, () => Infinity, () => true, () => false,
    () => null, () => undefined, () => '', () => 'x'.repeat(int(1, 50)), () => 'é☃\u0000\uffff',
    () => '{"type":"draw_stock"}', () => 'A'.repeat(int(1000, 200000)), () => pick(CARDS)])();
}
function value(depth = 0) {
  const r = rand();
  if (depth > 3 || r < 0.5) return scalar();
  if (r < 0.7) return Array.from({ length: int(0, 4) }, () => value(depth + 1));
  if (r < 0.75) { let v = 1; for (let i = int(50, 400); i > 0; i--) v = [v]; return v; }  // deep
  const o = {};
  for (let i = int(0, 4); i > 0; i--) o[pick(['type', 'card', 'meld', 'pos', 'end', 'melds', 'seat', 'cards', 'kind', 'rank', 'x'])] = value(depth + 1);
  return o;
}
function action() {
  const a = { type: pick(ACTIONS) };
  if (rand() < 0.5) a.card = pick(CARDS);
  if (rand() < 0.4) a.meld = pick([0, 1, 2, -1, 99, '0', null, 1.5]);
  if (rand() < 0.3) a.pos = pick([0, 1, 3, -1, 99, 'x']);
  if (rand() < 0.3) a.end = pick(['low', 'high', 'auto', 'middle', 7]);
  if (rand() < 0.3) a.seat = pick([0, 1, 3, 4, -1, 99, '1']);
  if (rand() < 0.3) a.melds = pick([[['7H', '8H', '9H']], [[1, 2, 3]], [{ cards: [1, 2, 3], kind: 'run', rank: 4 }], [], 'x', [[]]]);
  if (rand() < 0.2) a[pick(['__proto__', 'constructor', 'extra'])] = value(1);
  return rand() < 0.1 ? value() : a;
}
function message() {
  const r = rand();
  if (r < 0.05) return scalar();
  if (r < 0.08) return Array.from({ length: int(0, 3) }, () => value(1));
  const m = {};
  if (rand() < 0.92) m.protocol = rand() < 0.9 ? 1 : pick([0, 2, '1', null, 1.5]);
  m.type = rand() < 0.9 ? pick(TYPES) : value(1);
  if (m.type === 'act' || rand() < 0.1) m.action = action();
  if (m.type === 'newGame' || rand() < 0.1)
    m.options = rand() < 0.8 ? { variant: pick(VARIANTS), players: pick([2, 3, 4, 5, 8, 9, 0, -1, '4', 1e9]),
      seed: pick([1, 0, -1, 2 ** 53, 'x', 1.5]), [pick(['level', 'x', 'round'])]: value(1) } : value(1);
  if (m.type === 'demo' || rand() < 0.1) { if (rand() < 0.8) m.demo = pick(DEMOS); else m.restart = pick([true, false, 1, 'yes']); }
  if (rand() < 0.2) m[pick(['extra', 'source', '__proto__'])] = value(1);
  return m;
}

const host = await serveFolder(path.resolve('tests/browser/fixtures'));
const game = await serveFolder(path.resolve(siteDir));
const hostOrigin = new URL(host.url).origin;
const browser = await launch();
let runs = 0, failure = null;
try {
  const { page, problems } = await openPage(browser, { width: 900, height: 700 });
  const gameUrl = `${game.url}index.html?sw=0&embed=1&bots=instant&animation=instant&origin=${encodeURIComponent(hostOrigin)}`;
  await page.goto(host.url + 'embed-host.html?game=' + encodeURIComponent(gameUrl));
  const frame = await (async () => {
    for (let i = 0; i < 150; i++) {
      const f = page.frames().find((x) => x.url().startsWith(game.url));
      if (f) return f;
      await new Promise((r) => setTimeout(r, 100));
    }
    return null;
  })();
  if (!frame || (await waitReady(frame)) !== 'ready') throw new Error('the embedded game did not get ready');
  // The host keeps every reply by id.
  await page.evaluate(() => {
    window.replies = [];
    window.addEventListener('message', (e) => { if (e.data && e.data.type !== 'event' && e.data.type !== 'ready') window.replies.push(e.data); });
  });
  const corpus = [];
  if (corpusDir && existsSync(corpusDir))
    for (const f of readdirSync(corpusDir)) corpus.push(JSON.parse(readFileSync(path.join(corpusDir, f), 'utf8')));
  const t0 = Date.now();
  while (Date.now() - t0 < seconds * 1000 && !failure) {
    runs++;
    const id = `m${runs}`;
    let m = runs <= corpus.length ? corpus[runs - 1] : message();
    const isObject = m && typeof m === 'object' && !Array.isArray(m);
    if (isObject) m = Object.assign({}, m, { id });
    // The state, where only the human can change it (the bots move on their own otherwise).
    const still = () => frame.evaluate(() => {
      const st = window.contractRummy.state() || {};
      const waiting = st.human_decision === true || st.phase === 'round_over' || st.phase === 'game_over' || !!st.demo;
      delete st.ui;
      delete st.text_check;  // a measurement of what is drawn this frame, not the game
      if (st.demo) st.demo = { id: st.demo.id };  // a demo explains a wrong try: its verdict is not the game
      return waiting ? JSON.stringify(st) : null;
    });
    if (process.env.FUZZ_DEBUG) console.log(runs, JSON.stringify(m).slice(0, 300));
    const before = await still();
    // Sent as text and rebuilt in the page (deep values cross the driver's
    // protocol badly); NaN, infinities, -0 and undefined are spelled out.
    const text = JSON.stringify(m === undefined ? '\u0000undefined' : m, (k, v) => (
      typeof v === 'number' && !Number.isFinite(v) ? `\u0000${v}` : Object.is(v, -0) ? '\u0000-0'
        : v === undefined ? '\u0000undefined' : v));
    const sent = await page.evaluate((t) => {
      window.replies = [];
      const special = { '\u0000NaN': NaN, '\u0000Infinity': Infinity, '\u0000-Infinity': -Infinity, '\u0000-0': -0, '\u0000undefined': undefined };
      const msg = JSON.parse(t, (k, v) => (typeof v === 'string' && v in special ? special[v] : v));
      try { document.getElementById('game').contentWindow.postMessage(msg, '*'); return true; } catch (e) { return String(e); }
    }, text);
    if (sent !== true) continue;  // not clonable (the browser refuses it before it reaches the game)
    let got = [];
    for (let i = 0; i < 100 && got.length === 0; i++) {
      await new Promise((r) => setTimeout(r, i < 10 ? 5 : 20));
      got = await page.evaluate(() => window.replies);
    }
    await new Promise((r) => setTimeout(r, 5));
    got = await page.evaluate(() => window.replies);
    const mine = got.filter((x) => x.id === (isObject ? id : null));
    const shown = String(JSON.stringify(m, (k, v) => (typeof v === 'string' && v.length > 80 ? v.slice(0, 80) + '…' : v))).slice(0, 400);
    if (mine.length !== 1) { failure = `${mine.length} replies (want 1) to ${shown}`; break; }
    const r = mine[0];
    if (r.protocol !== 1 || r.source !== 'contract-rummy') { failure = `reply without protocol/source: ${JSON.stringify(r)}`; break; }
    if (r.type === 'error') {
      if (typeof r.reason !== 'string' || !r.reason) { failure = `error reply without a reason to ${shown}`; break; }
      const after = before === null ? null : await still();
      if (after !== before) {
        const a = JSON.parse(before), b = JSON.parse(after);
        const keys = Object.keys({ ...a, ...b }).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
        failure = `an error reply ("${r.reason}") changed the game (${keys.map((k) => `${k}: ${String(JSON.stringify(a[k])).slice(0, 120)} -> ${String(JSON.stringify(b[k])).slice(0, 120)}`).join('; ')}), message ${shown}`;
        break;
      }
    }
    if (problems.length) { failure = `page problem after ${shown}: ${problems.join(' | ')}`; break; }
  }
  const alive = await frame.evaluate(() => !!window.contractRummy.state()).catch(() => false);
  if (!failure && !alive) failure = 'the game stopped answering state()';
  const secs = (Date.now() - t0) / 1000;
  if (failure) {
    const dir = path.resolve('build/fuzz-crashes');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `fuzz_embed-seed${process.env.FUZZ_SEED || 1}-run${runs}.txt`), failure + '\n');
    console.log(`FAIL fuzz_embed: run ${runs} (FUZZ_SEED=${process.env.FUZZ_SEED || 1}): ${failure}`);
  } else {
    console.log(`ok fuzz_embed: ${runs} runs in ${seconds} s, ${(runs / secs).toFixed(0)} exec/s`);
    console.log(`  figure fuzz fuzz_embed: ${runs} runs, ${(runs / secs).toFixed(0)} exec/s`);
  }
} catch (err) {
  failure = String(err && err.stack || err);
  console.log(`FAIL fuzz_embed: ${failure}`);
} finally {
  await browser.close();
  await host.close();
  await game.close();
}
process.exit(failure ? 1 : 0);
