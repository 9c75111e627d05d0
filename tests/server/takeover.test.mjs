// A person who leaves is played by a bot after the host's time and gets
// the seat back when he returns; the host's settings are his alone.
//   node --experimental-websocket tests/server/takeover.test.mjs build/native/rummy_server
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RoomClient, needWebSocket } from './client.mjs';

needWebSocket();
const binary = process.argv[2] || 'build/native/rummy_server';
const dir = mkdtempSync(join(tmpdir(), 'rooms-takeover-'));
let failed = 0;
const check = (ok, what) => { console.log(`${ok ? 'ok' : 'FAIL'} ${what}`); if (!ok) failed++; };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function startServer() {
  return new Promise((resolve, reject) => {
    const p = spawn(binary, ['--port', '0', '--db', join(dir, 'rooms.sqlite'), '--bot-delay-ms', '20']);
    let out = '';
    p.stdout.on('data', (d) => { out += d; const m = out.match(/listening on (ws:\/\/[^ \n]+)/); if (m) resolve({ proc: p, url: m[1] }); });
    p.on('exit', (code) => reject(new Error('server exited ' + code)));
  });
}

async function main() {
  const server = await startServer();
  const ann = new RoomClient(server.url, 'Ann');
  await ann.connect();
  ann.send({ type: 'create', variant: 'contract-rummy', players: 3, name: 'Ann', takeover_seconds: 1, takeover_level: 'baseline' });
  await ann.waitFor((m) => m.type === 'joined', 5000, true);
  ann.send({ type: 'settings', takeover_seconds: 99999 });
  const bad = await ann.waitFor((m) => m.type === 'error', 3000);
  check(/takeover_seconds/.test(bad.reason), `a setting out of range is refused ("${bad.reason}")`);
  ann.send({ type: 'bot', seat: 1, level: 'baseline' });
  ann.send({ type: 'bot', seat: 2, level: 'no-such-level' });
  const badLevel = await ann.waitFor((m) => m.type === 'error', 3000);
  check(/level/.test(badLevel.reason), `an unknown bot level is refused ("${badLevel.reason}")`);
  ann.send({ type: 'start' });
  const notFull = await ann.waitFor((m) => m.type === 'error', 3000);
  check(/empty/.test(notFull.reason), `no start with an empty seat ("${notFull.reason}")`);
  ann.send({ type: 'bot', seat: 2, level: 'good' });
  ann.send({ type: 'start' });
  await ann.waitFor((m) => m.type === 'view', 5000, true);
  // Ann leaves: after a second a bot plays her seat.
  ann.autoReconnect = false;
  ann.ws.close();
  await sleep(300);
  const watcher = new RoomClient(server.url, 'Ann again');
  await sleep(2500);
  await watcher.connect();
  const seqGone = ann.last.seq;
  watcher.send({ type: 'join', room: ann.room, token: ann.token });
  const back = await watcher.waitFor((m) => m.type === 'view', 5000);
  check(back.seq > seqGone + 2, `while Ann was away a bot played her seat (seq ${seqGone} -> ${back.seq})`);
  const room = await watcher.waitFor((m) => m.type === 'room' && !m.seats[0].bot_playing, 5000, true);
  check(room.seats[0].connected && !room.seats[0].bot_playing, 'Ann came back: the seat is hers again, no bot plays it');
  // (her turn, or a May I? window that waits for her answer)
  const asked = (m) => m.type === 'view' && m.view.deciding === 0 && !['round_over', 'game_over'].includes(m.view.phase);
  // (a hand that ended waits for the person present to deal the next)
  watcher.onView = (c, m) => { if (m.view.phase === 'round_over') c.act({ type: 'next_round' }); return false; };
  if (watcher.last.view.phase === 'round_over') watcher.act({ type: 'next_round' });
  const askedView = asked(watcher.last) ? watcher.last : await watcher.waitFor(asked, 15000);
  await sleep(1500);
  check(watcher.last.seq === askedView.seq, `once back, nobody plays for her: the game waits for her (seq stays ${askedView.seq})`);
  check(!askedView.turn, 'no turn timer: her view carries no clock');
  // The host turns a 2 s turn timer on: her clock is in each view where she
  // decides, and when it runs out the simplest move is made for her.
  const clocked = watcher.waitFor((m) => m.type === 'view' && m.turn && m.turn.seat === 0, 20000);
  watcher.send({ type: 'settings', turn_seconds: 2 });
  const settings = await watcher.waitFor((m) => m.type === 'room' && m.settings.turn_seconds === 2, 3000);
  check(settings.settings.takeover_seconds === 1, 'the room message carries the settings (the timer on, the take-over time kept)');
  const moved = watcher.waitFor((m) => m.type === 'view' && m.seq > askedView.seq, 5000);
  const late = await watcher.waitFor((m) => m.type === 'error' && /time ran out/.test(m.reason), 5000);
  const after = await moved;
  check(!!late && after.seq > askedView.seq, `her time ran out: "${late.reason}" and the game went on (seq ${after.seq})`);
  const withClock = await clocked;
  check(withClock.turn.ms_left > 0 && withClock.turn.ms_left <= 2000,
    `when she decides again her view says how long she has left (${withClock.turn.ms_left} ms of 2000)`);
  watcher.close();
  server.proc.removeAllListeners('exit');
  server.proc.kill('SIGTERM');
}

const deadline = setTimeout(() => { console.log('FAIL takeover test: over 60 s'); process.exit(1); }, 60000);
main().then(() => { clearTimeout(deadline); rmSync(dir, { recursive: true, force: true }); process.exit(failed ? 1 : 0); },
  (e) => { console.log('FAIL takeover test: ' + e.message); process.exit(1); });
