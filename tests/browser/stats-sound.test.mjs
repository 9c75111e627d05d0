// Statistics and sounds (issue 14), as a new player meets them in Chromium:
// two games of King Rummy played to the end (the human through the page API
// following hint(), the bots at instant speed), then the statistics screen
// reached by clicking Home > Statistics (screenshots at desktop and phone
// sizes); no AudioContext is made and no sound plays before that first
// click, sounds play after it, and no request leaves the site's origin; a
// corrupt statistics entry in localStorage is reported, kept aside under
// another key unchanged, and the game goes on with fresh statistics.
//
//   node tests/browser/stats-sound.test.mjs <base-url> <out-dir>
import { Checks, launch, openInstantTable, clickRead, GAME_GUARD_MS, testArgs } from './browser.mjs';

const { base, outDir } = testArgs('http://127.0.0.1:8123/', 'build/browser-shots');
const checks = new Checks('stats-sound');
const browser = await launch();

// Before any page script: count AudioContexts made and sounds started.
const AUDIO_SPY = () => {
  window.__audio = { contexts: 0, starts: 0, states: [] };
  const Real = window.AudioContext;
  if (!Real) return;
  window.AudioContext = class extends Real {
    constructor(...args) { super(...args); window.__audio.contexts++; window.__audio.ctx = this; }
  };
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) {
    window.__audio.starts++;
    window.__audio.states.push(this.context.state);
    return start.apply(this, args);
  };
};

const { context, page, problems, api, shot } = await openInstantTable(browser, base, outDir, { width: 1280, height: 800 });
await context.addInitScript(AUDIO_SPY);
const origin = new URL(base).origin;
const foreign = [];
context.on('request', (req) => {
  const url = req.url();
  if (!url.startsWith(origin + '/') && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
});
// A new player: nothing stored; the spy in place from the first script on.
await page.evaluate(() => window.localStorage.clear());
await page.reload();
await page.evaluate(() => window.contractRummy.ready.then(() => true));
const audio = () => page.evaluate(() => ({ contexts: window.__audio.contexts, starts: window.__audio.starts,
  states: window.__audio.states, state: window.__audio.ctx ? window.__audio.ctx.state : null }));

let stats = await api('stats');
checks.ok(stats && Object.keys(stats.variants || {}).length === 0 && !stats.problem, 'a new player has no statistics');

async function playGame(seed) {
  const r = await api('newGame', { variant: 'king-rummy', players: 4, seed });
  if (!checks.ok(r && r.ok, `new King Rummy game, seed ${seed}`, r && r.reason)) return null;
  const deadline = Date.now() + GAME_GUARD_MS;
  while (Date.now() < deadline) {
    const { st, hint } = await page.evaluate(() => ({ st: window.contractRummy.state(), hint: window.contractRummy.hint() }));
    if (st.phase === 'game_over') return st;
    if (!hint) { await page.waitForTimeout(10); continue; }
    const a = await api('act', hint.action);
    if (!a.ok) { checks.ok(false, `hint ${JSON.stringify(hint.action)} refused`, a.reason); return null; }
  }
  checks.ok(false, `game ${seed} ended in time`);
  return null;
}

const finals = [];
for (const seed of [31, 32]) {
  const st = await playGame(seed);
  if (st) finals.push(st);
}
checks.ok(finals.length === 2, 'two games played to the end');
const sound = await api('sound');
let heard = await audio();
checks.ok(!sound.unlocked && sound.played === 0 && heard.contexts === 0 && heard.starts === 0,
  'no AudioContext and no sound before the player\'s first interaction', JSON.stringify({ sound, heard }));

stats = await api('stats');
const k = stats.variants && stats.variants['king-rummy'];
checks.ok(k && k.played === 2, `statistics count two games of King Rummy (${k && k.played})`);
if (k && finals.length === 2) {
  const mine = finals.map((f) => f.scores[f.human]);
  const won = finals.filter((f) => f.standings[0] === f.human).length;
  checks.ok(k.won === won, `games won ${k.won} = the standings' ${won}`);
  checks.ok(k.score_total === mine[0] + mine[1], `final scores ${mine.join(' + ')} = ${k.score_total}`);
  checks.ok(k.best === Math.min(...mine), `best game ${k.best}`);
  checks.ok(k.round_games.length > 0 && k.round_games[0] === 2 && k.first_down <= k.hands,
    `rounds ${k.round_games.length}, contract met first in ${k.first_down} of ${k.hands} hands`);
}

// Game over: the table offers the statistics.
let st = await api('state');
const final = st.ui && st.ui.buttons.find((b) => b.label === 'Final scores');
if (final) { await clickRead(page, final.rect.x + final.rect.w / 2, final.rect.y + final.rect.h / 2); await page.waitForTimeout(200); }
st = await api('state');
checks.ok(st.ui && st.ui.buttons.some((b) => b.label === 'Statistics'), 'the game-over table has a Statistics button');
await shot('stats-game-over-1280x800.png');
await page.setViewportSize({ width: 390, height: 844 });
await shot('stats-game-over-390x844.png');
await page.setViewportSize({ width: 1280, height: 800 });
await page.waitForTimeout(200);
heard = await audio();
checks.ok(heard.contexts <= 1, 'at most one AudioContext, made on the first click');

// Home > Statistics with real clicks.
async function clickLabel(label) {
  const s = await api('state');
  const b = s.ui && s.ui.buttons.find((x) => x.label === label);
  if (!b) return false;
  await clickRead(page, b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h / 2);
  await page.waitForTimeout(100);
  return true;
}
await clickLabel('Home');
checks.ok(await clickLabel('Statistics'), 'home has a Statistics button');
st = await api('state');
checks.ok(st.screen === 'stats', `the statistics screen is shown (${st.screen})`);
await shot('stats-1280x800.png');
await page.setViewportSize({ width: 390, height: 844 });
await shot('stats-390x844.png');
await page.setViewportSize({ width: 1280, height: 800 });

// After the first interaction a sound plays for the next deal.
checks.ok((await api('sound')).unlocked, 'sound is unlocked by the first click');
await api('newGame', { variant: 'king-rummy', players: 4, seed: 33 });
await page.waitForTimeout(400);
heard = await audio();
const after = await api('sound');
checks.ok(after.played > 0 && heard.contexts === 1 && heard.starts > 0 && heard.state === 'running',
  `after the click the deal plays a sound (${after.last}, context ${heard.state})`, JSON.stringify({ after, heard }));
// Muted: nothing more plays.
await api('settings', { sound: false });
const before = (await api('sound')).played;
for (let i = 0; i < 20; i++) {
  const h = await api('hint');
  if (h) { await api('act', h.action); await page.waitForTimeout(50); }
  else await page.waitForTimeout(50);
}
checks.ok((await api('sound')).played === before, 'muted: no sound');
await api('settings', { sound: true });

// Settings: sound, volume, and resetting the statistics after a question.
await page.reload();
await page.evaluate(() => window.contractRummy.ready.then(() => true));
checks.ok(await clickLabel('Settings'), 'home has Settings');
st = await api('state');
const labels = st.ui.buttons.map((b) => b.label);
checks.ok(['Off', 'On', '25%', '100%', 'Reset statistics', 'Done'].every((l) => labels.includes(l)),
  'settings offer sound on/off, volume and Reset statistics');
await shot('settings-1280x800.png');
await page.setViewportSize({ width: 390, height: 844 });
await shot('settings-390x844.png');
await clickLabel('Reset statistics');
st = await api('state');
checks.ok(st.ui.buttons.some((b) => b.label === 'Keep them'), 'resetting asks first');
await shot('settings-reset-question-390x844.png');
await clickLabel('Keep them');
checks.ok(((await api('stats')).variants['king-rummy'] || {}).played === 2, 'keeping them changes nothing');
await clickLabel('Reset statistics');
await clickLabel('Reset statistics');
checks.ok(Object.keys((await api('stats')).variants).length === 0, 'Reset statistics empties them');
await page.setViewportSize({ width: 1280, height: 800 });

// A corrupt statistics file: reported, kept aside unchanged, fresh statistics.
const CORRUPT = '{"format":"contract-rummy-stats","version":1,"variants":{"king-rummy":{"played":2,"won":7}}}';
await page.evaluate((t) => window.localStorage.setItem('contractRummy.stats', t), CORRUPT);
await page.reload();
await page.evaluate(() => window.contractRummy.ready.then(() => true));
stats = await api('stats');
checks.ok(stats.problem && stats.problem.includes('could not be read') && stats.kept_as,
  `the corrupt statistics are reported: "${stats.problem}"`);
const kept = await page.evaluate((k) => ({ kept: window.localStorage.getItem('contractRummy.' + k),
  current: window.localStorage.getItem('contractRummy.stats') }), stats.kept_as);
checks.ok(kept.kept === CORRUPT, `the corrupt file is kept unchanged as "${stats.kept_as}"`);
checks.ok(kept.current === null && Object.keys(stats.variants).length === 0, 'statistics start afresh');
await shot('stats-corrupt-home.png');
await clickLabel('Statistics');
await shot('stats-corrupt-screen.png');

// A landscape phone: every home button (five with Continue) stays on screen.
await page.setViewportSize({ width: 640, height: 360 });
await page.waitForTimeout(300);
await clickLabel('Back');
await page.waitForTimeout(200);
st = await api('state');
checks.ok(st.screen === 'home' && st.ui.buttons.length >= 4 && st.ui.buttons.every((b) => b.rect.y >= 0 && b.rect.y + b.rect.h <= 360),
  `640x360: every home button on screen (${st.ui.buttons.map((b) => b.label).join(', ')})`);
await shot('home-640x360.png');

checks.ok(foreign.length === 0, 'no request left the site\'s origin', foreign.slice(0, 5).join(' '));
checks.ok(problems.length === 0, 'no console errors', problems.slice(0, 5).join(' | '));
await browser.close();
checks.finish();
