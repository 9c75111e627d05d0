// The room server's load figure (shell/bench rooms): one server process,
// ROOMS rooms of 4 scripted clients each (contract rummy, every seat a
// person who draws from the stock, passes and discards at once), for
// SECONDS seconds on 127.0.0.1. Prints actions per second, the p50/p95/p99
// latency from a client's action to its next view, the server's resident
// memory per room, errors and lost actions (an action sent that got neither
// a view nor a reason). The clients are light (client.mjs): they parse a
// view only when it asks them to act, so that the load generator, which
// shares the two cores, takes less of the machine than the server
// (BENCH_LIGHT=0: every view parsed and kept, as before).
//   node --experimental-websocket tests/server/bench.mjs build/native-release/rummy_server [rooms] [seconds]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RoomClient, needWebSocket } from './client.mjs';

needWebSocket();
const binary = process.argv[2] || 'build/native-release/rummy_server';
const ROOMS = Number(process.argv[3] || 200);
const SECONDS = Number(process.argv[4] || 20);
const LIGHT = process.env.BENCH_LIGHT !== '0';
const dir = mkdtempSync(join(tmpdir(), 'rooms-bench-'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const cpuSeconds = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
const rssKiB = (pid) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);

function start() {
  return new Promise((resolve, reject) => {
    const p = spawn(binary, ['--port', '0', '--db', join(dir, 'rooms.sqlite'), '--bot-delay-ms', '0']);
    let out = '';
    p.stdout.on('data', (d) => { out += d; const m = out.match(/listening on (ws:\/\/[^ \n]+)/); if (m) resolve({ proc: p, url: m[1] }); });
    p.stderr.on('data', (d) => process.stderr.write(d));
    p.on('exit', (code) => reject(new Error('server exited ' + code)));
  });
}

async function openRoom(url, r) {
  const host = new RoomClient(url, `r${r}s0`);
  await host.connect();
  host.send({ type: 'create', variant: 'contract-rummy', players: 4, name: 'Host' });
  const joined = await host.waitFor((m) => m.type === 'joined', 20000, true);
  const clients = [host];
  for (let s = 1; s < 4; s++) {
    const c = new RoomClient(url, `r${r}s${s}`);
    await c.connect();
    c.send({ type: 'join', room: joined.room, name: `P${s}` });
    await c.waitFor((m) => m.type === 'joined', 20000, true);
    clients.push(c);
  }
  return clients;
}

async function main() {
  const server = await start();
  await sleep(200);
  const rss0 = rssKiB(server.proc.pid);
  const rooms = [];
  for (let r = 0; r < ROOMS; r += 20)
    rooms.push(...(await Promise.all(Array.from({ length: Math.min(20, ROOMS - r) }, (_, i) => openRoom(server.url, r + i)))));
  const all = rooms.flat();
  for (const c of all) { c.light = LIGHT; c.autoplay = true; }
  const t0 = performance.now();
  const cpu0 = cpuSeconds(server.proc.pid);
  for (const room of rooms) room[0].send({ type: 'start' });
  await sleep(SECONDS * 1000);
  for (const c of all) c.autoplay = false;
  const elapsed = (performance.now() - t0) / 1000;
  const cpu1 = cpuSeconds(server.proc.pid);
  await sleep(1500);  // the last replies
  const rss1 = rssKiB(server.proc.pid);
  const actions = rooms.reduce((n, room) => n + Math.max(0, ...room.map((c) => (c.last ? c.last.seq : 0))), 0);
  const lat = all.flatMap((c) => c.latencies).sort((a, b) => a - b);
  const pct = (p) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))].toFixed(2) : 'n/a');
  const errors = all.reduce((n, c) => n + c.errors.length, 0);
  const lost = all.filter((c) => c.sentAt !== null).length;
  const closed = all.filter((c) => c.lastClose).length;
  console.log(`rooms: ${ROOMS} rooms x 4 clients (${LIGHT ? 'light: a view parsed only when it asks' : 'every view parsed and kept'}), ${elapsed.toFixed(1)} s, one server process`);
  console.log(`  actions applied: ${actions} (${(actions / elapsed).toFixed(0)} a second)`);
  console.log(`  server CPU: ${(cpu1 - cpu0).toFixed(1)} s in ${elapsed.toFixed(1)} s (${(((cpu1 - cpu0) * 1000) / Math.max(1, actions)).toFixed(2)} ms per action: ${(actions / Math.max(0.01, cpu1 - cpu0)).toFixed(0)} actions per server CPU second); load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]} on this machine`);
  console.log(`  latency action -> next view: p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms (${lat.length} samples)`);
  console.log(`  server memory: ${(rss0 / 1024).toFixed(1)} MiB empty, ${(rss1 / 1024).toFixed(1)} MiB with the rooms: ${((rss1 - rss0) / ROOMS).toFixed(0)} KiB per room`);
  console.log(`  errors: ${errors}, lost actions: ${lost}, connections dropped: ${closed}`);
  if (errors) console.log(`  first error: ${all.find((c) => c.errors.length).errors[0].reason}`);
  for (const c of all) c.close();
  server.proc.removeAllListeners('exit');
  server.proc.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((e) => { console.log('rooms bench failed: ' + e.message); process.exit(1); });
