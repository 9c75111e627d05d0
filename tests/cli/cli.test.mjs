// Tests of the `rummy` command-line tool against the contract written in the
// engine issue: one JSON object on stdout; exit 0 yes/ok, 1 no/invalid,
// 2 bad input with a message on stderr. Cases quote RULES.md section 3.
// Usage: node tests/cli/cli.test.mjs <path-to-rummy> [runner]
//   runner "node" runs the wasm build (rummy.js) under Node instead.
import { spawnSync } from 'node:child_process';
import { variants } from '../variants.mjs';

const [bin = 'build/native/rummy', runner = ''] = process.argv.slice(2);
let passed = 0, failed = 0;

function rummy(...args) {
  const cmd = runner ? runner : bin;
  const argv = runner ? ['--no-experimental-fetch', bin, ...args] : args;
  const r = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 120000 });
  let json = null;
  try { json = JSON.parse(r.stdout); } catch { /* checked by callers */ }
  return { code: r.status, json, stdout: r.stdout, stderr: r.stderr };
}

function check(what, cond, detail = '') {
  if (cond) { passed++; console.log(`  ok   ${what}`); }
  else { failed++; console.log(`  FAIL ${what}${detail ? ': ' + detail : ''}`); }
}

// expect(args, code, predicate on json)
function expect(what, args, code, pred = () => true) {
  const r = rummy(...args);
  const ok = r.code === code && (code === 2 ? r.stderr.trim().length > 0 : r.json !== null && pred(r.json));
  check(`${what} (rummy ${args.join(' ')})`, ok,
    `exit ${r.code}, stdout ${r.stdout.slice(0, 300)} stderr ${r.stderr.slice(0, 200)}`);
  return r.json;
}

// --- variants, rules, deck ---------------------------------------------------
const ids = variants();
const v = expect(`variants lists the ${ids.length} bundled variants (assets/rulesets)`, ['variants'], 0,
  (j) => Array.isArray(j.variants) && ids.length >= 19 && j.variants.length === ids.length &&
    ids.every((id) => j.variants.some((x) => x.id === id)));
if (v) {
  const cr = v.variants.find((x) => x.id === 'contract-rummy');
  check('contract-rummy: 3-5 players, 7 rounds ("best played by three to five players"; "seven rounds altogether")',
    cr && cr.players_min === 3 && cr.players_max === 5 && cr.rounds === 7 && typeof cr.name === 'string', JSON.stringify(cr));
}
expect('rules prints the compiled rule set', ['rules', 'contract-rummy'], 0, (j) => JSON.stringify(j).includes('contract-rummy'));
expect('rules of an unknown variant is bad input', ['rules', 'no-such-variant'], 2);
expect('CR000 4 players: 2 decks + 3 jokers = 107 ("four players with 107"); 10,10,10,12,12,12,12', ['deck', 'contract-rummy', '4'], 0,
  (j) => j.decks === 2 && j.jokers === 3 && j.cards === 107 && JSON.stringify(j.dealt) === '[10,10,10,12,12,12,12]');
expect('CR000 3 players: 106 cards', ['deck', 'contract-rummy', '3'], 0, (j) => j.cards === 106);
expect('CR003 deals 10 in round 4 (T124)', ['deck', 'pinochle-rummy', '4'], 0, (j) => j.dealt[3] === 10);
expect('progressive-deal deals 6..12', ['deck', 'progressive-deal', '4'], 0, (j) => JSON.stringify(j.dealt) === '[6,7,8,9,10,11,12]');
expect('deck for 9 players of contract-rummy is refused', ['deck', 'contract-rummy', '9'], 2);

// --- single melds ------------------------------------------------------------
expect('T001 ♢A ♢2 ♢3 ♢4 is a run', ['meld', 'contract-rummy', '♢A', '♢2', '♢3', '♢4'], 0, (j) => j.valid === true && j.kind === 'run');
expect('T002 ♣J ♣Q ♣K ♣A is a run', ['meld', 'contract-rummy', 'JC', 'QC', 'KC', 'AC'], 0, (j) => j.valid === true && j.kind === 'run');
expect('♠Q ♠K ♠A ♠2 is not a run ("not valid")', ['meld', 'contract-rummy', 'QS', 'KS', 'AS', '2S'], 1, (j) => j.valid === false && typeof j.reason === 'string');
expect('♣4 ♣5 ♣6 is too short in contract-rummy (T004)', ['meld', 'contract-rummy', '4C', '5C', '6C'], 1, (j) => j.valid === false);
expect('♣4 ♣5 ♣6 is a run in california (T164)', ['meld', 'california', '4c', '5c', '6c'], 0, (j) => j.valid === true && j.kind === 'run');
expect('♢5 ♢5 ♠5 is a set (identical cards allowed)', ['meld', 'contract-rummy', '5D', '5D', '5S'], 0, (j) => j.valid === true && j.kind === 'set');
expect('set with a joker', ['meld', 'contract-rummy', '9H', '9S', 'JK'], 0, (j) => j.valid === true && j.kind === 'set');
expect('run with a joker in the gap', ['meld', 'contract-rummy', '5S', '*', '7S', '8S'], 0, (j) => j.valid === true && j.kind === 'run');
expect('K-A-2-3 does not go round the corner (T133)', ['meld', 'pinochle-rummy', 'KH', 'AH', '2H', '3H'], 1, (j) => j.valid === false);
expect('10H TH: both spellings of ten', ['meld', 'contract-rummy', '10H', 'JH', 'QH', 'KH'], 0, (j) => j.valid === true);
expect('a malformed card is bad input', ['meld', 'contract-rummy', '7H', 'XZ', '9H'], 2);
expect('an unknown variant is bad input', ['meld', 'no-such', '7H', '8H', '9H'], 2);

// --- contracts -----------------------------------------------------------------
expect('T007 round 3 overlapping same-suit runs are legal in CR000',
  ['contract', 'contract-rummy', '3', '3H', '4H', '5H', '6H', '/', '5H', '6H', '7H', '8H'], 0, (j) => j.valid === true);
expect('round 3 contiguous same-suit runs are illegal in CR000',
  ['contract', 'contract-rummy', '3', '3H', '4H', '5H', '6H', '/', '7H', '8H', '9H', '10H'], 1, (j) => j.valid === false && typeof j.reason === 'string');
expect('T008 round 3 runs with a gap are legal',
  ['contract', 'contract-rummy', '3', '3H', '4H', '5H', '6H', '/', '8H', '9H', '10H', 'JH'], 0, (j) => j.valid === true);
expect('T125 CR003: contiguous runs are illegal',
  ['contract', 'pinochle-rummy', '3', '3D', '4D', '5D', '6D', '/', '7D', '8D', '9D', '10D'], 1, (j) => j.valid === false);
expect('T014 round 2 with only a group is illegal', ['contract', 'contract-rummy', '2', '7H', '7S', '7D'], 1, (j) => j.valid === false);
expect('T013 round 1 with an extra run is illegal',
  ['contract', 'contract-rummy', '1', '7H', '7S', '7D', '/', 'KH', 'KS', 'KD', '/', '3C', '4C', '5C', '6C'], 1, (j) => j.valid === false);
expect('round 1 two groups of 3 is legal', ['contract', 'contract-rummy', '1', '7H', '7S', '7D', '/', 'KH', 'KS', 'KD'], 0, (j) => j.valid === true);
expect('T130 CR003 round 1 with a group of four is illegal',
  ['contract', 'pinochle-rummy', '1', '7H', '7S', '7D', '7C', '/', 'KH', 'KS', 'KD'], 1, (j) => j.valid === false);
expect('T035 may-i round 1 with 8-8-8-8-8 and K-K-K is legal',
  ['contract', 'may-i', '1', '8H', '8S', '8D', '8C', '8H', '/', 'KH', 'KS', 'KD'], 0, (j) => j.valid === true);
expect('a contract for round 9 of a 7-round game is bad input', ['contract', 'contract-rummy', '9', '7H', '7S', '7D'], 2);

// --- scores ----------------------------------------------------------------------
const scores = [
  ['T029 CR000 K A JOKER 7 2 = 49', 'contract-rummy', ['KS', 'AH', 'JK', '7D', '2C'], 49],
  ['T136 twos-wild 2 2 K = 40', 'twos-wild', ['2C', '2D', 'KH'], 40],
  ['T139 progressive-deal JOKER A = 40', 'progressive-deal', ['JK', 'AS'], 40],
  ['T170 california A JOKER J 10 2 = 52', 'california', ['AS', 'JK', 'JD', '10C', '2H'], 52],
  ['empty hand scores 0', 'contract-rummy', [], 0],
];
for (const [what, variant, cards, points] of scores) {
  expect(what, ['score', variant, ...cards], 0, (j) => j.points === points);
}

// --- Shanghai (SH000, SH000_POWE, SH000_KOLSOV) ---------------------------------
for (const id of ['shanghai', 'shanghai-powe', 'shanghai-kolsov'])
  check(`variants lists ${id}`, v && v.variants.some((x) => x.id === id && x.players_min === 3 && x.players_max === 5), id);
check('shanghai-kolsov has 10 rounds', v && v.variants.some((x) => x.id === 'shanghai-kolsov' && x.rounds === 10), '');

// --- South African Kaluki (SAK003) -------------------------------------------------
check('variants lists kaluki with 7 rounds for 3-5 players',
  v && v.variants.some((x) => x.id === 'kaluki' && x.rounds === 7 && x.players_min === 3 && x.players_max === 5), '');
expect('T154 SAK003 hand 2: a first meld of four is not the group of three', ['contract', 'kaluki', '2', '9S', '9H', '9D', '9C'], 1,
  (j) => j.valid === false);
expect('T155 SAK003 hand 4: two jokers in the first meld', ['contract', 'kaluki', '4', '5S', 'JK', '7S', '/', '9S', '9H', 'JK', '--left', '7'], 1,
  (j) => j.valid === false && /only one wild card/.test(j.reason));
expect('SAK003 the blitz: the whole hand but the discard in any legal melds',
  ['contract', 'kaluki', '1', 'AS', '2S', '3S', '4S', '/', '5H', '5D', '5C', '/', '9H', '9D', '9C', '/', 'KS', 'KH', 'KD', '--left', '1'], 0,
  (j) => j.valid === true && /blitz/.test(j.contract));
expect('SAK003 the blitz: not part of the hand', ['contract', 'kaluki', '1', 'AS', '2S', '3S', '4S', '--left', '10'], 1, (j) => j.valid === false);
expect('SAK003 the solver finds a blitz leaving one card to discard',
  ['solve', 'kaluki', '1', 'AS', '2S', '3S', '4S', '5H', '5D', '5C', '9H', '9D', '9C', 'KS', 'KH', 'KD', 'QC'], 0,
  (j) => j.can_meet === true && j.leftover.length === 1 && j.melds.length === 4);
expect('T163 SAK003 2 to 10 pips, K 10 (ace and joker 15: RULES.md 4.10)', ['score', 'kaluki', '2S', '10H', 'KD'], 0, (j) => j.points === 22);
expect('SAK003 two decks and four jokers, 13 cards every hand', ['deck', 'kaluki', '5'], 0,
  (j) => j.cards === 108 && j.jokers === 4 && j.dealt.every((n) => n === 13));

// --- Progressive Rummy (PROG000, 15 deals) --------------------------------------
check('variants lists progressive-rummy with 15 rounds for 3-5 players',
  v && v.variants.some((x) => x.id === 'progressive-rummy' && x.rounds === 15 && x.players_min === 3 && x.players_max === 5), '');
expect('PROG000 wilds 20, ace 15, pictures 10, 3s to 10s 5', ['score', 'progressive-rummy', 'JK', '2C', 'AS', 'KD', '3S'], 0,
  (j) => j.points === 70);
expect('T041 A-2-3-4 is not a run in shanghai ("aces are high only")', ['meld', 'shanghai', 'AD', '2D', '3D', '4D'], 1, (j) => j.valid === false);
expect('T046 5-JK-7-JK is not a run in shanghai ("cannot contain more than one joker")', ['meld', 'shanghai', '5H', 'JK', '7H', 'JK'], 1, (j) => j.valid === false);
expect('shanghai: six eights do not make two books', ['contract', 'shanghai', '1', '8H', '8S', '8D', '/', '8C', '8H', '8S'], 1, (j) => j.valid === false);
expect('T043 consecutive same-suit runs in the initial meld', ['contract', 'shanghai', '3', '6D', '7D', '8D', '9D', '/', '10D', 'JD', 'QD', 'KD'], 1, (j) => j.valid === false);
expect('T185 SH000_POWE A + JOKER = 70', ['score', 'shanghai-powe', 'AS', 'JK'], 0, (j) => j.points === 70);
expect('4.20 shanghai 2-7 score 5', ['score', 'shanghai', '2C', '7D'], 0, (j) => j.points === 10);
expect('T061 Kolsov round 5: set of 3 + run of 7', ['contract', 'shanghai-kolsov', '5', '4H', '4S', '4D', '/', '3C', '4C', '5C', '6C', '7C', '8C', '9C'], 0, (j) => j.valid === true);

// --- solver ----------------------------------------------------------------------
const s1 = expect('solve round 1: two sets found, fewest points left',
  ['solve', 'contract-rummy', '1', '7H', '7S', '7D', '9C', '9D', '9S', 'KH', '2C', '3C', '4D'], 0,
  (j) => j.can_meet === true && Array.isArray(j.melds) && j.melds.length === 2 && j.leftover_points === 19);
expect('solve round 2 without a run cannot meet', ['solve', 'contract-rummy', '2', '7H', '7S', '7D', '9C', '2D', 'KS', 'KH', '2C', '5C', '4D'], 1,
  (j) => j.can_meet === false);
expect('solve with a joker completes the run', ['solve', 'contract-rummy', '2', '7H', '7S', '7D', '3C', '4C', 'JK', '6C', 'KH', '2D', '9S'], 0,
  (j) => j.can_meet === true && j.leftover_points === 21);
expect('solve rejects a malformed hand', ['solve', 'contract-rummy', '1', '7H', 'ZZ'], 2);
void s1;

// --- whole games -------------------------------------------------------------------
const play = expect('play: a full 4-player game with baseline bots', ['play', 'contract-rummy', '--players', '4', '--seed', '7'], 0,
  (j) => JSON.stringify(j).includes('winner') && JSON.stringify(j).includes('actions'));
const play2 = rummy('play', 'contract-rummy', '--players', '4', '--seed', '7');
check('play is deterministic for a seed', play && play2.json && JSON.stringify(play) === JSON.stringify(play2.json));
expect('selfplay: 10 games, no violation', ['selfplay', 'contract-rummy', '--games', '10', '--seed', '3'], 0,
  (j) => j.games === 10 && j.violations === 0 && j.actions > 0);
// the games' own thread's time (Linux says it natively and under Node): a part of the whole process's
expect('selfplay: the thread playing the games has its own CPU time, within the whole process\'s',
  ['selfplay', 'contract-rummy', '--games', '20', '--seed', '3'], 0,
  (j) => typeof j.thread_cpu_seconds === 'number' && j.thread_cpu_seconds > 0 && j.thread_cpu_seconds <= j.cpu_seconds + 0.02 &&
    Math.abs(j.games_per_thread_cpu_second - j.games / j.thread_cpu_seconds) < 1e-6 * j.games_per_thread_cpu_second + 1e-9);
// --- table procedures: the draw for the first dealer and the cut (issue 10) -------
expect('CR003 the draws are A, 3, K, 7: the ace is low, seat 0 deals ("For purposes of this draw the ace is considered low")',
  ['deal', 'pinochle-rummy', '--players', '4', '--seed', '5', '--draws', 'AS,3H,KD,7C'], 0,
  (j) => j.dealer === 0 && j.first_player === 1 && j.dealer_draws.map((d) => d.card).join() === 'AS,3H,KD,7C' &&
    j.dealer_draws.every((d, i) => d.seat === i && d.pass === 0));
expect('CR003 a tie for the lowest card draws again, a joker is drawn again',
  ['deal', 'pinochle-rummy', '--players', '4', '--seed', '5', '--draws', '3S,JK,KH,3D,8C,9S,4H'], 0,
  (j) => j.dealer === 2 && j.dealer_draws.length === 7 && j.dealer_draws[5].pass === 1 && j.dealer_draws[6].seat === 2);
expect('CONT001 "the high card deals", the ace high', ['deal', 'continental', '--seed', '1', '--draws', 'KH,5S,AD,7C'], 0,
  (j) => j.dealer === 2 && j.cut === null);
expect('CR003 the player to the dealer\'s left cuts 40 cards, no bonus',
  ['deal', 'pinochle-rummy', '--players', '4', '--seed', '5', '--draws', 'AS,3H,KD,7C', '--cut', '40'], 0,
  (j) => j.cut.seat === 1 && j.cut.cards === 40 && j.cut.bonus === null && j.scores.every((x) => x === 0));
{
  const a = rummy('deal', 'liverpool', '--players', '4', '--seed', '8', '--cut', '41');
  const j = a.json;
  check('T032 LIV000 the cutter (dealer\'s right) cuts exactly 41 = 4x10+1: -50 ("the cutting player\'s score is reduced by 50 points")',
    a.code === 0 && j.cut.seat === (j.dealer + 3) % 4 && j.cut.exact && j.cut.exact_cards === 41 &&
      j.cut.bonus.seat === j.cut.seat && j.cut.bonus.points === -50 && j.scores[j.cut.seat] === -50, a.stdout);
  const b = rummy('deal', 'liverpool', '--players', '4', '--seed', '8', '--cut', '40');
  check('LIV000 a cut of 40 is not exact: no bonus; the cut changes the deal, not the dealer',
    b.code === 0 && !b.json.cut.exact && b.json.cut.bonus === null && b.json.dealer === j.dealer && b.json.upcard !== undefined, b.stdout);
  const c = rummy('deal', 'liverpool', '--players', '4', '--seed', '8');
  const d = rummy('deal', 'liverpool', '--players', '4', '--seed', '8');
  check('the same seed gives the same cut', c.code === 0 && c.stdout === d.stdout && Math.abs(c.json.cut.cards - 41) <= 10, c.stdout);
}
expect('GARB003 the dealer pulls exactly 41 (10 a player + 1): -50 to the dealer', ['deal', 'garbage-rummy', '--seed', '3', '--cut', '41'], 0,
  (j) => j.cut.seat === j.dealer && j.cut.exact && j.cut.bonus.seat === j.dealer && j.scores[j.dealer] === -50);
expect('play shows the opening it was given and plays on', ['play', 'pinochle-rummy', '--seed', '4', '--draws', 'AS,3H,KD,7C', '--cut', '40'], 0,
  (j) => j.finished && j.opening.dealer === 0 && j.opening.cut.cards === 40 && j.opening.dealer_draws.length === 4);
expect('a cut where the rules have none is bad input', ['deal', 'contract-rummy', '--cut', '40'], 2);
expect('draws where the first dealer is random are bad input', ['play', 'liverpool', '--draws', 'AS,3H,KD,7C'], 2);
expect('a cut past the shoe is bad input', ['deal', 'liverpool', '--cut', '500'], 2);
expect('a bad card in --draws is bad input', ['deal', 'pinochle-rummy', '--draws', 'AS,XQ'], 2);
expect('--cut-card puts a joker at the bottom of the cut packet; without deal.cut_joker_keep nobody keeps it',
  ['deal', 'pinochle-rummy', '--seed', '3', '--cut', '40', '--cut-card', 'JK'], 0,
  (j) => j.cut.cards === 40 && j.cut.joker_kept === null && j.hand_sizes.every((n) => n === 10));
expect('--cut-card without --cut is bad input', ['deal', 'pinochle-rummy', '--cut-card', 'JK'], 2);

// --- the soak's seats (issue 13): every level, and a self-play game replays with rummy play
const mixed = expect('selfplay: 2 games with good and baseline bots, no violation',
  ['selfplay', 'contract-rummy', '--games', '2', '--seed', '5', '--seats', 'good,baseline,good,baseline'], 0,
  (j) => j.games === 2 && j.violations === 0 && j.seats === 'good,baseline,good,baseline');
const one = expect('selfplay: the same seats, only the second game', ['selfplay', 'contract-rummy', '--games', '1', '--seed', '6',
  '--seats', 'good,baseline,good,baseline'], 0, (j) => j.games === 1);
expect('play replays that self-play game', ['play', 'contract-rummy', '--players', '4', '--seed', '6', '--seats', 'good,baseline,good,baseline'], 0,
  (j) => one && mixed && j.actions === one.actions && j.seats === 'good,baseline,good,baseline');
expect('selfplay: one level for every seat', ['selfplay', 'king-rummy', '--games', '1', '--seed', '2', '--seats', 'good'], 0,
  (j) => j.games === 1 && j.violations === 0 && j.seats === 'good,good,good,good');
expect('selfplay: an expert with one world', ['selfplay', 'king-rummy', '--games', '1', '--seed', '2',
  '--seats', 'expert,baseline,baseline,baseline', '--worlds', '1'], 0, (j) => j.games === 1 && j.violations === 0);
expect('selfplay refuses an unknown level', ['selfplay', 'contract-rummy', '--games', '1', '--seats', 'wizard'], 2);
expect('selfplay refuses seats that do not match the players', ['selfplay', 'contract-rummy', '--games', '1', '--players', '4',
  '--seats', 'good,baseline'], 2);
// --- tournaments (issue 12) ---------------------------------------------------------
const near = (a, b) => Math.abs(a - b) < 1e-9;
const t1 = expect('tournament: 2 duplicate deals, good against baselines, nothing refused',
  ['tournament', 'contract-rummy', '--seats', 'good,baseline,baseline,baseline', '--games', '2', '--seed', '4', '--duplicate', '--json'], 0,
  (j) => j.games === 8 && j.deals === 2 && j.refused_bot_actions === 0 && j.unfinished_games === 0 &&
    j.levels.length === 2 && j.levels.every((l) => l.win_rate >= l.win_rate_ci95[0] && l.win_rate <= l.win_rate_ci95[1] &&
      l.decision_ms.median <= l.decision_ms.p95 && l.decision_ms.p95 <= l.decision_ms.max && l.decisions > 0) &&
    // duplicate: every level sat in every seat of every deal
    j.levels.find((l) => l.level === 'good').seat_games === 8 && j.levels.find((l) => l.level === 'baseline').seat_games === 24 &&
    near(j.levels.reduce((s, l) => s + l.game_win_share, 0), 1));
const t2 = rummy('tournament', 'contract-rummy', '--seats', 'good,baseline,baseline,baseline', '--games', '2', '--seed', '4', '--duplicate', '--json');
const strip = (j) => j && JSON.stringify(j.levels.map((l) => [l.level, l.wins, l.mean_final_score, l.mean_hand_diff]));
check('tournament is deterministic for a seed (results, not times)', t1 && t2.json && strip(t1) === strip(t2.json));
if (t1) {
  // a hand's differences against the other seats' mean sum to zero over the table
  const g = t1.levels.find((l) => l.level === 'good'), b = t1.levels.find((l) => l.level === 'baseline');
  check('tournament: the mean score differences per hand balance (one good seat, three baseline seats)',
    Math.abs(g.mean_hand_diff + 3 * b.mean_hand_diff) < 1e-6, JSON.stringify([g.mean_hand_diff, b.mean_hand_diff]));
}
expect('tournament: the expert with a small search budget plays liverpool without a refused action',
  ['tournament', 'liverpool', '--seats', 'expert,good,baseline,baseline', '--games', '1', '--seed', '2', '--worlds', '2', '--json'], 0,
  (j) => j.games === 1 && j.refused_bot_actions === 0 && j.levels.some((l) => l.level === 'expert' && l.decisions > 0) &&
    j.expert_budget.worlds === 2 && j.expert_budget.max_worlds === 10);
expect('tournament: --max-worlds sets how far the expert samples a close call',
  ['tournament', 'may-i', '--seats', 'expert,baseline,baseline', '--games', '1', '--seed', '3', '--worlds', '2', '--max-worlds', '4', '--json'], 0,
  (j) => j.refused_bot_actions === 0 && j.expert_budget.worlds === 2 && j.expert_budget.max_worlds === 4);
{
  const r = rummy('tournament', 'may-i', '--seats', 'expert,baseline,baseline', '--games', '1', '--seed', '3', '--max-worlds', '0');
  check('tournament: a --max-worlds that is not a number from 1 to 10000 is refused with the reason',
    r.code === 2 && /--max-worlds needs a number from 1 to 10000/.test(r.stderr), `exit ${r.code}, stderr ${r.stderr.slice(0, 200)}`);
}
expect('tournament: --hand-sd sets the spread of a hand the expert reads the totals with (0: off)',
  ['tournament', 'may-i', '--seats', 'expert,baseline,baseline', '--games', '1', '--seed', '3', '--worlds', '2', '--hand-sd', '0', '--json'], 0,
  (j) => j.refused_bot_actions === 0 && j.expert_budget.hand_sd === 0);
{
  const r = rummy('tournament', 'may-i', '--seats', 'expert,baseline,baseline', '--games', '1', '--seed', '3', '--hand-sd', '-5');
  check('tournament: a --hand-sd that is not a number from 0 to 1000 is refused with the reason',
    r.code === 2 && /--hand-sd needs a number from 0 to 1000/.test(r.stderr), `exit ${r.code}, stderr ${r.stderr.slice(0, 200)}`);
}
{
  const r = rummy('tournament', 'may-i', '--seats', 'good,baseline,baseline', '--games', '1', '--seed', '1');
  check('tournament prints a table without --json', r.code === 0 && /win%/.test(r.stdout) && /^good /m.test(r.stdout),
    r.stdout.slice(0, 300));
}
{
  // --progress: a line on stderr per deal, the JSON on stdout unchanged
  const r = rummy('tournament', 'may-i', '--seats', 'good,baseline,baseline', '--games', '2', '--seed', '1', '--duplicate', '--progress', '--json');
  const lines = r.stderr.trim().split('\n');
  let j = null;
  try { j = JSON.parse(r.stdout); } catch (e) { j = null; }
  check('tournament --progress reports each deal on stderr (games so far, each level\'s share won) and keeps stdout JSON',
    r.code === 0 && j && j.games === 6 && lines.length === 2 && /^deal 1\/2 \(seed 1\): 3 games, baseline won [0-9.]+%, good won [0-9.]+%, [0-9]+ s$/.test(lines[0]) &&
      /^deal 2\/2 \(seed 2\): 6 games/.test(lines[1]),
    `exit ${r.code}, stderr ${r.stderr.slice(0, 300)}`);
}
expect('tournament: an unknown level is bad input', ['tournament', 'contract-rummy', '--seats', 'good,wizard,baseline', '--games', '1'], 2);
expect('tournament: a seat count the variant does not allow is bad input',
  ['tournament', 'contract-rummy', '--seats', 'good,baseline', '--games', '1'], 2);
expect('tournament without --seats is bad input', ['tournament', 'contract-rummy', '--games', '1'], 2);
expect('play with too many players is bad input', ['play', 'contract-rummy', '--players', '9', '--seed', '1'], 2);
expect('an unknown command is bad input', ['frobnicate'], 2);

// Found from outside (issue 13): a player count past 32 bits was cut to its low
// bits (4294967300 players dealt a 4-player game); a flag without its value,
// a misspelt flag, a stray argument and an empty level in --seats were ignored.
function refused(what, args, re) {
  const r = rummy(...args);
  check(`${what} (rummy ${args.join(' ')})`, r.code === 2 && re.test(r.stderr) && r.stdout === '',
    `exit ${r.code}, stdout ${r.stdout.slice(0, 200)} stderr ${r.stderr.slice(0, 200)}`);
}
refused('deal: 4294967300 players is refused whole', ['deal', 'contract-rummy', '--players', '4294967300', '--seed', '1'],
  /3 to 5 players, not 4294967300/);
refused('deck: 4294967300 players is refused whole', ['deck', 'contract-rummy', '4294967300'], /3 to 5 players, not 4294967300/);
// (a variant for one player count says "exactly", not "4 to 4", issue 66)
refused('deal: King Rummy is for exactly 4 players', ['deal', 'king-rummy', '--players', '5', '--seed', '1'],
  /King Rummy is for exactly 4 players, not 5/);
refused('play: -4294967292 players is refused whole', ['play', 'contract-rummy', '--players', '-4294967292', '--seed', '1'],
  /not -4294967292/);
refused('a flag without its value is refused', ['deal', 'contract-rummy', '--players'], /option --players needs a value/);
refused('a flag followed by another flag has no value', ['deal', 'contract-rummy', '--players', '--seed', '1'],
  /option --players needs a value/);
refused('a misspelt flag is refused', ['selfplay', 'contract-rummy', '--game', '5', '--seed', '1'], /unknown option '--game'/);
refused('an unknown flag is refused', ['deal', 'contract-rummy', '--bogus', '1'], /unknown option '--bogus'/);
refused('a flag given twice is refused', ['deal', 'contract-rummy', '--seed', '1', '--seed', '2'], /--seed is given twice/);
refused('a stray argument is refused', ['deal', 'contract-rummy', '7'], /unexpected argument '7'/);
refused('variants takes no argument', ['variants', 'extra'], /unexpected argument 'extra'/);
refused('an empty level in --seats is refused', ['selfplay', 'contract-rummy', '--games', '1', '--seats', 'baseline,'],
  /--seats has an empty level/);
refused('an empty level in a tournament\'s --seats is refused',
  ['tournament', 'contract-rummy', '--seats', 'baseline,,baseline,baseline', '--games', '1'], /--seats has an empty level/);
expect('cards after the variant are still read (score)', ['score', 'contract-rummy', '7H', 'KS', 'JK'], 0);
expect('a contract\'s melds and --left are still read', ['contract', 'contract-rummy', '1', '7H', '7S', '7D', '/', '9H', '9S', '9D', '--left', '4'], 0);

// --- a rule-set file by its path (house rules) and the pennies of PROG000 ----
{
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rummy-cli-'));
  const house = path.join(dir, 'house.json');
  fs.writeFileSync(house, JSON.stringify({ base: 'contract-rummy', id: 'house', name: 'Our house rules',
    rounds: [{ cards: 12, contract: '3R4', buy: false }] }));
  expect('a rule-set file path works where a variant id does (rules)', ['rules', house], 0,
    (j) => j.id === 'house' && Array.isArray(j.rounds) && j.rounds.length === 1);
  expect('... and for selfplay', ['selfplay', house, '--games', '2', '--players', '3', '--seed', '1'], 0,
    (j) => j.games === 2 && j.violations === 0);
  // Issue 14: "The CLI accepts a rule-set file path wherever it takes a variant id".
  expect('... and for play', ['play', house, '--players', '3', '--seed', '2'], 0, (j) => Array.isArray(j.standings));
  expect('... and for deal', ['deal', house, '--players', '3', '--seed', '2'], 0, (j) => j !== null);
  expect('... and for deck (12 cards dealt in its one round)', ['deck', house, '3'], 0, (j) => JSON.stringify(j.dealt) === '[12]');
  expect('... and for meld', ['meld', house, '5S', '6S', '7S', '8S'], 0, (j) => j.valid === true && j.kind === 'run');
  expect('... and for contract (three runs of four)', ['contract', house, '1', '5S', '6S', '7S', '8S', '/', '5H', '6H', '7H', '8H',
    '/', '9C', '10C', 'JC', 'QC'], 0, (j) => j.valid === true);
  expect('... and for score', ['score', house, 'KS', '5D'], 0, (j) => typeof j.points === 'number');
  expect('... and for solve', ['solve', house, '1', '5S', '6S', '7S', '8S', '5H', '6H', '7H', '8H', '9C', '10C', 'JC', 'QC'], 0,
    (j) => j !== null);
  expect('... and for tournament', ['tournament', house, '--seats', 'baseline,baseline,baseline', '--games', '1', '--seed', '1',
    '--json'], 0, (j) => j !== null);
  fs.writeFileSync(path.join(dir, 'too-big.json'), JSON.stringify({ base: 'contract-rummy', id: 'big', name: 'Big',
    rounds: [{ cards: 10, contract: '3R4', buy: false }] }));
  const big = rummy('selfplay', path.join(dir, 'too-big.json'), '--games', '1');
  check('a contract larger than the hand is refused with the loader\'s reason', big.code === 2 && /contract/.test(big.stderr) &&
    /12 cards/.test(big.stderr), big.stderr);
  expect('a rule-set file the loader refuses is bad input with its reason', ['rules', path.join(dir, 'missing.json')], 2);
  fs.writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ base: 'contract-rummy', id: 'bad', name: 'Bad',
    shoe: [{ players: [3, 5], decks: 1000, jokers: 0 }] }));
  const bad = rummy('rules', path.join(dir, 'bad.json'));
  check('a rule set asking for 1000 decks is refused, naming the field', bad.code === 2 && /deck/i.test(bad.stderr), bad.stderr);
  fs.rmSync(dir, { recursive: true, force: true });
}
expect('T076 progressive-rummy settles in pennies at the end ("Winner: Receives 12"; "the winner takes all the pennies paid to the kitty")',
  ['play', 'progressive-rummy', '--players', '4', '--seed', '3'], 0,
  (j) => Array.isArray(j.settlement) && j.settlement.length === 4 && typeof j.kitty === 'number' &&
    j.settlement[0].seat === j.standings[0] && j.settlement[0].by_place === 12 && j.settlement[0].kitty === j.kitty &&
    j.settlement.map((x) => x.by_place).join() === '12,-2,-4,-6' &&
    Math.abs(j.settlement.reduce((s, x) => s + x.net, 0)) < 1e-9);

// --- save and load: the save loader from outside, with hostile files -------
{
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rummy-save-'));
  const file = (name, text) => { const f = path.join(dir, name); fs.writeFileSync(f, text); return f; };
  const saved = rummy('save', 'contract-rummy', '--players', '4', '--seed', '3', '--actions', '300');
  check('save prints the game after 300 bot actions as a save (version, rules and hands inside)', saved.code === 0 &&
    saved.json !== null && typeof saved.json.rules === 'object' && Array.isArray(saved.json.hands) && saved.json.hands.length === 4,
    saved.stdout.slice(0, 200) + saved.stderr);
  const good = file('good.json', saved.stdout);
  expect('load reads it back: where the game stands', ['load', good], 0, (j) => j.variant === 'contract-rummy' &&
    j.players === 4 && j.rounds === 7 && j.round >= 1 && j.hand_sizes.length === 4 && typeof j.phase === 'string');
  expect('load --play plays the loaded game to its end with every invariant held', ['load', good, '--play'], 0,
    (j) => j.played.finished === true && j.played.violations === 0 && j.played.refused_bot_actions === 0 && j.played.winner >= 0);
  const fresh = rummy('save', 'liverpool', '--players', '3', '--seed', '5');
  const again = fresh.code === 0 ? rummy('load', file('fresh.json', fresh.stdout)) : fresh;
  check('a fresh deal saves and loads (liverpool, 3 players)', again.code === 0 && again.json.round === 1 &&
    again.json.hand_sizes.every((n) => n === again.json.hand_sizes[0]), again.stdout + again.stderr);
  const refused = (what, name, text, pattern) => {
    const r = rummy('load', file(name, text));
    check(`load refuses ${what}, with the reason`, r.code === 2 && pattern.test(r.stderr), `exit ${r.code} ${r.stderr.slice(0, 200)}`);
  };
  refused('a truncated save', 'truncated.json', saved.stdout.slice(0, saved.stdout.length >> 1), /JSON/);
  refused('100,000 nested brackets', 'deep.json', '['.repeat(100000) + ']'.repeat(100000), /deeper than 32/);
  refused('a 2 MB save before reading it', 'huge.json', '{"notes":"' + 'x'.repeat(2 << 20) + '"}', /at most 1048576/);
  const doc = JSON.parse(saved.stdout);
  refused('a round past the last', 'round.json', JSON.stringify({ ...doc, round: 99 }), /round/);
  refused('an unknown key', 'unknown.json', JSON.stringify({ ...doc, extra: 1 }), /extra/);
  refused('a card in two places', 'twice.json', JSON.stringify({ ...doc, stock: [...doc.stock, doc.hands[0][0]] }), /.+/);
  expect('load of a missing file is bad input', ['load', path.join(dir, 'missing.json')], 2);
  // Found from outside (issue 13): a directory or a device given as the file
  // was refused as "no such file"; the reason now says what it is.
  const notFile = [['load', dir], ['rules', dir + '/']];
  if (fs.existsSync('/dev/zero')) notFile.push(['load', '/dev/zero']);
  for (const args of notFile) {
    const r = rummy(...args);
    check(`a directory or device is refused as not a file (rummy ${args.join(' ')})`,
      r.code === 2 && /is not a file \(a directory, a device or a pipe\)/.test(r.stderr), `exit ${r.code} ${r.stderr.slice(0, 200)}`);
  }
  expect('meld: 31 cards are refused by the limit, not as "neither a set nor a run"',
    ['meld', 'contract-rummy', ...Array(31).fill('AS')], 1, (j) => j.valid === false && /at most 30 cards, not 31/.test(j.reason));
  const longContract = rummy('contract', 'contract-rummy', '1', ...Array(31).fill('AS'), '/', '2S', '2H', '2D');
  check('contract: a 31-card meld is refused by the limit', longContract.code === 1 &&
    /at most 30 cards, not 31/.test(longContract.stdout), `exit ${longContract.code} ${longContract.stdout.slice(0, 200)}`);
  // No game of contract-rummy deals more than two decks: nine AS is no meld it can see.
  expect('meld: more copies of a card than the largest shoe are refused by the shoe',
    ['meld', 'contract-rummy', ...Array(9).fill('AS')], 1,
    (j) => j.valid === false && j.reason === 'the shoe holds at most 2 AS (2 decks), not 9');
  expect('meld: two copies from two decks are still a set', ['meld', 'contract-rummy', 'AS', 'AS', 'AH'], 0, (j) => j.valid === true);
  expect('contract: copies counted over all the melds', ['contract', 'contract-rummy', '1', 'AS', 'AS', 'AH', '/', 'AS', 'AD', 'AC'], 1,
    (j) => j.valid === false && /at most 2 AS .*not 3/.test(j.reason));
  expect('solve: a hand of more copies than the shoe is bad input', ['solve', 'contract-rummy', '1', 'AS', 'AS', 'AS', '5D', '5D', '5S'], 2);
  {
    const copies = rummy('score', 'contract-rummy', 'AS', 'AS', 'AS');
    check('score: a hand of more copies than the shoe is bad input, naming the copies',
      copies.code === 2 && /at most 2 AS \(2 decks\), not 3/.test(copies.stderr), `exit ${copies.code} ${copies.stderr.slice(0, 200)}`);
    // contract-rummy's largest shoe: 2 decks, 4 jokers (108 cards); jokers are not limited by copies
    const many = rummy('score', 'contract-rummy', ...Array(109).fill('JK'));
    check('score: more cards than the largest shoe are bad input', many.code === 2 &&
      /at most 108 cards \(the largest shoe\), not 109/.test(many.stderr), `exit ${many.code} ${many.stderr.slice(0, 200)}`);
  }
  expect('score: two copies from two decks still score', ['score', 'contract-rummy', 'AS', 'AS'], 0, (j) => j.points === 30);
  expect('save refuses a negative action count', ['save', 'contract-rummy', '--actions', '-1'], 2);
  fs.rmSync(dir, { recursive: true, force: true });
}

// --- rummy replay (issue 65): every action from the deal, every hand face up ---
{
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rummy-replay-'));
  const file = path.join(dir, 'game.replay');
  const rec = expect('replay --record writes a bots\' game as a replay code',
    ['replay', file, '--record', 'contract-rummy', '--players', '4', '--seed', '9', '--seats', 'good,baseline,good,baseline'], 0,
    (j) => j.finished === true && j.actions > 100 && j.code_chars > 0 && j.seats.join(',') === 'good,baseline,good,baseline');
  const played = rummy('play', 'contract-rummy', '--players', '4', '--seed', '9', '--seats', 'good,baseline,good,baseline').json;
  const r = expect('replay prints the deal and every action', ['replay', file], 0,
    (j) => rec && j.steps.length === rec.actions && j.seed === 9 && j.finished === true && j.deal.hands.length === 4);
  if (r && played) {
    check('the replay ends with the totals `rummy play` gives for the same seed and seats',
      JSON.stringify(r.totals) === JSON.stringify(played.totals), `${r.totals} vs ${played.totals}`);
    // every hand face up: each step's hands hold the cards dealt, drawn and kept
    let follows = true;
    for (let i = 0; i < r.steps.length && follows; i++) {
      const s = r.steps[i], before = i ? r.steps[i - 1] : r.deal;
      if (s.action.type === 'discard' && s.round === before.round)
        follows = before.hands[s.action.seat].includes(s.action.face) && s.discard_top === s.action.face &&
          s.hands[s.action.seat].length === before.hands[s.action.seat].length - 1;
    }
    check('each discard leaves its seat\'s face-up hand and tops the pile', follows);
    check('every step names its seat and its action', r.steps.every((s) => Number.isInteger(s.action.seat) && typeof s.action.type === 'string'));
  }
  const code = fs.readFileSync(file, 'utf8').trim();
  const link = path.join(dir, 'link.txt');
  fs.writeFileSync(link, `http://127.0.0.1/?replay=${code}&x=1`);
  expect('replay reads a ?replay= link', ['replay', link], 0, (j) => rec && j.steps.length === rec.actions);
  const wrapped = path.join(dir, 'wrapped.json');
  fs.writeFileSync(wrapped, JSON.stringify({ replay: code }));
  expect('replay reads {"replay": code}', ['replay', wrapped], 0, (j) => rec && j.steps.length === rec.actions);
  const tampered = path.join(dir, 'tampered.replay');
  const at = Math.floor(code.length / 2);
  fs.writeFileSync(tampered, code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1));
  refused('a changed replay code is refused with the reason', ['replay', tampered], /checksum does not match/);
  const save = path.join(dir, 'game.json');
  fs.writeFileSync(save, rummy('save', 'contract-rummy', '--players', '4', '--seed', '9').stdout);
  refused('a save is refused as a replay, saying why', ['replay', save], /is a save: it holds where a game stands/);
  refused('--seed without --record is refused', ['replay', file, '--seed', '3'], /--seed goes with --record/);
  refused('a missing replay file is refused', ['replay', path.join(dir, 'none')], /no such file/);
  fs.rmSync(dir, { recursive: true, force: true });
}

// --- usage lines ---------------------------------------------------------------
// Each command has one synopsis: called wrongly (here, without arguments) it
// prints the same line as the command list of `rummy` without a command.
{
  const listed = rummy().stderr.split('\n').filter((l) => l.startsWith('  rummy ')).map((l) => l.slice(2));
  check('rummy without a command lists the commands',
    ['variants', 'rules', 'deck', 'solve', 'play', 'selfplay', 'tournament'].every((n) => listed.some((l) => l.startsWith(`rummy ${n} `) || l === `rummy ${n}`)),
    listed.join(' | '));
  for (const line of listed) {
    const name = line.split(' ')[1];
    if (name === 'variants') continue;  // takes no arguments
    const r = rummy(name);
    check(`${name} without arguments prints its listed synopsis`, r.code === 2 && r.stderr.includes(`usage: ${line}\n`),
      `exit ${r.code}, stderr ${r.stderr.slice(0, 200)}`);
  }
}

// `rummy help` (and --help, -h) lists the same commands on stdout and exits
// 0; `rummy help <command>` gives that command's synopsis.
{
  const listed = rummy().stderr.split('\n').filter((l) => l.startsWith('  rummy '));
  for (const flag of ['help', '--help', '-h']) {
    const r = rummy(flag);
    const out = r.stdout.split('\n').filter((l) => l.startsWith('  rummy '));
    check(`rummy ${flag} lists every command on stdout and exits 0`,
      r.code === 0 && out.length === listed.length && out.every((l, i) => l === listed[i]), `exit ${r.code}, ${out.length} lines`);
  }
  const one = rummy('help', 'solve');
  check('rummy help solve prints the synopsis of solve', one.code === 0 && /^usage: rummy solve <variant> /.test(one.stdout), one.stdout);
  const bad = rummy('help', 'nonsense');
  check('rummy help of an unknown command exits 2 naming it', bad.code === 2 && bad.stderr.includes("unknown command 'nonsense'"), bad.stderr.slice(0, 100));
}

console.log(`cli: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
