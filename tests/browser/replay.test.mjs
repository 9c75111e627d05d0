// Replay (issue 65): finishes a short game (contract-rummy's first two
// rounds as house rules, 3 players, the human following hint()), clicks
// "Final scores" and "Replay" by their rects from state().ui, steps with the
// Next button, "Next hand", the arrow keys and End, and at each visited step
// compares every seat's face-up hand with the engine's record as the native
// `rummy replay <file>` prints it for the same code. Screenshots of the
// replay at 1280x800 and 360x640 (labels at least 11 px, none overflowing,
// every button on screen). Then `?replay=` with one character changed: the
// home screen shows the engine's reason, no replay opens and the saved game
// is untouched; the unchanged link opens the replay from its deal.
//
//   node tests/browser/replay.test.mjs <base-url> <out-dir>
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, openPage, testArgs, Checks, waitReady, stateAndHint, actOnHint, clickRead, pressRead, waitUntil } from './browser.mjs';

const { base, outDir } = testArgs('http://127.0.0.1:8950/');
const checks = new Checks('replay');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = process.env.CR_RUMMY || path.join(root, 'build', 'native', 'rummy');
const browser = await launch();
const { page, problems } = await openPage(browser, { width: 1280, height: 800 });
const api = (fn, arg) => page.evaluate(([f, a]) => window.contractRummy[f](a), [fn, arg]);
const shot = async (name) => { await page.waitForTimeout(150); await page.screenshot({ path: path.join(outDir, name) }); };
const SEED = 20261206;

// The button labelled `label` on the current screen (state().ui), or undefined.
const button = async (label) => ((await api('state')).ui?.buttons || []).find((b) => b.label === label);
async function click(label) {
  const b = await button(label);
  if (!checks.ok(b && b.enabled !== false, `"${label}" is on screen`)) return false;
  return clickRead(page, b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h / 2);
}

async function playShortGame() {
  const saved = await api('houseRules', { op: 'save', rules: { base: 'contract-rummy', name: 'Replay test',
    rounds: [{ cards: 10, contract: '2S3' }, { cards: 10, contract: '1S3+1R4' }] } });
  checks.ok(saved && saved.ok, 'a two-round house rule set is saved', JSON.stringify(saved));
  const r = await api('newGame', { variant: saved.id, players: 3, seed: SEED });
  checks.ok(r && r.ok, 'a 3-player game starts', JSON.stringify(r));
  let st = await api('state');
  checks.ok(st.replay_code === null, 'no replay code before the game is over');
  const deadline = Date.now() + 4 * 60 * 1000;
  while (Date.now() < deadline) {
    let hint;
    ({ st, hint } = await stateAndHint(page));
    if (st.phase === 'game_over') break;
    if (!hint) { await page.waitForTimeout(20); continue; }
    const sent = await actOnHint(api, st, hint.action);
    if (!sent.moved && !sent.r.ok) { checks.ok(false, 'the hint\'s action is taken', sent.r.reason); break; }
  }
  checks.ok(st.phase === 'game_over', `the game is over (${st.phase})`);
  return st;
}

// The engine's record of every step (the native CLI on the same code).
function engineSteps(code) {
  const file = path.join(outDir, 'replay-code.txt');
  fs.writeFileSync(file, code + '\n');
  const out = JSON.parse(execFileSync(cli, ['replay', file], { maxBuffer: 64 << 20 }).toString());
  return [out.deal, ...out.steps];
}

function sameHands(rp, steps, what) {
  const want = steps[rp.step];
  const got = rp.seats.map((s) => s.faces);
  return checks.ok(want && JSON.stringify(got) === JSON.stringify(want.hands),
    `${what}: step ${rp.step} / ${rp.steps}, every hand as the engine's record`,
    `got ${JSON.stringify(got)} want ${JSON.stringify(want && want.hands)}`);
}

function readable(st, size) {
  const tc = st.text_check;
  checks.ok(tc.smallest_px === 0 || tc.smallest_px >= 11, `${size}: labels at least 11 px (${tc.smallest_px})`);
  checks.ok(tc.overflowing.length === 0, `${size}: no label overflows`, tc.overflowing.join(' | '));
  const [w, h] = size.match(/(\d+)x(\d+)/).slice(1).map(Number);
  const off = st.ui.buttons.filter((b) => b.rect.x < 0 || b.rect.y < 0 || b.rect.x + b.rect.w > w + 0.5 || b.rect.y + b.rect.h > h + 0.5);
  checks.ok(off.length === 0, `${size}: every button on screen`, off.map((b) => b.label).join(', '));
}

async function stepThrough(steps) {
  let rp = await api('replay');
  checks.ok(rp && rp.step === 0 && rp.steps === steps.length - 1 && rp.seed === SEED,
    `the replay opens at the deal with ${rp && rp.steps} steps and seed ${rp && rp.seed}`);
  checks.ok(rp.seats.length === 3 && rp.seats.every((s) => s.level && s.knows), 'every seat has its level and what it knows');
  sameHands(rp, steps, 'the deal');
  for (let i = 0; i < 6; i++) await click('Next \u25B6');
  rp = await api('replay');
  checks.ok(rp.step === 6 && rp.action && rp.action_text, `Next six times: step ${rp.step}, "${rp.action_text}"`);
  sameHands(rp, steps, 'after Next');
  await shot('replay-1280x800.png');
  readable(await api('state'), '1280x800');
  await pressRead(page, 'ArrowLeft');
  rp = await api('replay');
  checks.ok(rp.step === 5, `Left arrow steps back (${rp.step})`);
  sameHands(rp, steps, 'after Left');
  await click('Next hand');
  rp = await api('replay');
  checks.ok(rp.round === 2, `"Next hand" goes to the second hand (round ${rp.round}, step ${rp.step})`);
  sameHands(rp, steps, 'after Next hand');
  await page.setViewportSize({ width: 360, height: 640 });
  await waitUntil(page, () => api('state'), (s) => s.ui.buttons.every((b) => b.rect.x + b.rect.w <= 360.5));
  await shot('replay-360x640.png');
  readable(await api('state'), '360x640');
  await pressRead(page, 'End');
  rp = await api('replay');
  checks.ok(rp.step === rp.steps, `End goes to the last step (${rp.step})`);
  sameHands(rp, steps, 'at the end');
  await shot('replay-end-360x640.png');
  await pressRead(page, 'Home');
  checks.ok((await api('replay')).step === 0, 'Home goes back to the deal');
  await page.setViewportSize({ width: 1280, height: 800 });
  return rp;
}

async function tamperedLink(code) {
  const storage = () => page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
  const before = await storage();
  const mid = Math.floor(code.length / 2);
  const bad = code.slice(0, mid) + (code[mid] === 'A' ? 'B' : 'A') + code.slice(mid + 1);
  await page.goto(base + 'index.html?bots=instant&animation=instant&replay=' + bad);
  checks.ok((await waitReady(page)) === 'ready', 'the page with a changed ?replay= is ready');
  const st = await api('state');
  checks.ok(st.screen === 'home' && typeof st.replay_problem === 'string' && st.replay_problem.length > 0,
    `a changed link is refused on the home screen: "${st.replay_problem}"`);
  checks.ok((await api('replay')) === null, 'no replay opened');
  checks.ok((await api('page')).warnings.some((w) => w.includes('replay')), 'the page\'s warnings give the reason');
  checks.ok(st.phase === 'game_over' && st.replay_code === code, 'the finished game is still there, its code unchanged');
  checks.ok((await storage()) === before, 'nothing saved was changed');
  checks.ok(Boolean(await button('Replay last game')), 'home offers the finished game\'s replay');
  await shot('replay-refused-360x640.png');
  await page.goto(base + 'index.html?bots=instant&animation=instant&replay=' + code);
  await waitReady(page);
  const rp = await api('replay');
  checks.ok((await api('state')).screen === 'replay' && rp && rp.step === 0 && rp.seed === SEED,
    'the unchanged link opens the replay from its deal');
  await click('Done');
  checks.ok((await api('state')).screen === 'home', 'Done goes home');
  checks.ok((await storage()) === before, 'opening a replay link saved nothing');
}

await checks.run(async () => {
  await page.goto(base + 'index.html?bots=instant&animation=instant');
  checks.ok((await waitReady(page)) === 'ready', 'game ready');
  const st = await playShortGame();
  const code = st.replay_code;
  checks.ok(typeof code === 'string' && code.length > 20, `the finished game has a replay code (${code && code.length} chars)`);
  checks.ok(Boolean(await button('Replay')), 'the last hand\'s summary offers the replay too');
  await click('Final scores');
  await shot('replay-game-over-1280x800.png');
  await click('Replay');
  checks.ok((await api('state')).screen === 'replay', 'Replay opens the replay screen');
  const steps = engineSteps(code);
  await stepThrough(steps);
  const hand = st.hand.map((c) => c.id ?? c).sort((a, b) => a - b);
  await pressRead(page, 'End');
  const last = await api('replay');
  checks.ok(JSON.stringify([...last.seats[st.human].hand].sort((a, b) => a - b)) === JSON.stringify(hand),
    'the last step\'s hand of the human is the game\'s at game over');
  await click('Copy link');
  checks.ok((await api('replay')).message.includes('?replay=' + code), 'Copy link gives the ?replay= link');
  await click('Done');
  checks.ok((await api('state')).screen === 'table', 'Done goes back to the table');
  await page.setViewportSize({ width: 360, height: 640 });
  await waitUntil(page, () => api('state'), (s) => s.ui.buttons.every((b) => b.rect.x + b.rect.w <= 360.5));
  await shot('replay-game-over-360x640.png');
  readable(await api('state'), '360x640 game over');
  await tamperedLink(code);
  checks.ok(problems.length === 0, 'no console errors', problems.slice(0, 5).join(' | '));
}, () => browser.close());
