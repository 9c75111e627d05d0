// The room server's secrets and doors (issue 63): the database holds only
// each seat token's SHA-256 (the file's bytes are searched for the tokens),
// a token still finds its seat after a restart and a wrong one does not, a
// database of the first format (plain tokens) is migrated with no seat
// lost, and the WebSocket upgrade lets in an allowed page's Origin or none
// and refuses another page's with HTTP 403 and a reason.
//   node --experimental-websocket tests/server/security.test.mjs build/native/rummy_server
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RoomClient, needWebSocket } from './client.mjs';

needWebSocket();
const binary = process.argv[2] || 'build/native/rummy_server';
const dir = mkdtempSync(join(tmpdir(), 'rooms-security-'));
const db = join(dir, 'rooms.sqlite');
let failed = 0;
const check = (ok, what) => { console.log(`${ok ? 'ok' : 'FAIL'} ${what}`); if (!ok) failed++; };
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

function startServer(extra = []) {
  return new Promise((resolve, reject) => {
    const p = spawn(binary, ['--port', '0', '--db', db, '--bot-delay-ms', '5', ...extra]);
    let out = '';
    p.log = '';
    p.stderr.on('data', (d) => { p.log += d; });
    p.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (ws:\/\/[^ \n]+)/);
      if (m) resolve({ proc: p, url: m[1], port: new URL(m[1]).port, resumed: Number(out.match(/(\d+) rooms resumed/)[1]) });
    });
    p.on('exit', (code) => reject(new Error('server exited ' + code + ': ' + p.log)));
  });
}

function stopServer(server) {
  server.proc.removeAllListeners('exit');
  return new Promise((resolve) => { server.proc.on('exit', resolve); server.proc.kill('SIGTERM'); });
}

// The database's bytes (and its WAL's). A row is cut over overflow pages,
// so a token (or hash) may be split in two in the file: one of its halves
// is then whole (16 random hex digits never appear there by chance).
function fileHolds(secret) {
  const bytes = Buffer.concat([db, db + '-wal'].filter(existsSync).map((f) => readFileSync(f))).toString('latin1');
  const half = secret.length / 2;
  return bytes.includes(secret.slice(0, half)) || bytes.includes(secret.slice(half));
}

async function joinWith(url, room, token) {
  const c = new RoomClient(url, 'back');
  c.autoReconnect = false;
  await c.connect();
  c.send({ type: 'join', room, token });
  const m = await c.waitFor((x) => x.type === 'joined' || x.type === 'error', 5000);
  c.close();
  return m;
}

async function seatsAndRestart() {
  let server = await startServer();
  const ann = new RoomClient(server.url, 'Ann');
  const bob = new RoomClient(server.url, 'Bob');
  for (const c of [ann, bob]) { c.autoReconnect = false; await c.connect(); }
  ann.send({ type: 'create', variant: 'contract-rummy', players: 3, name: 'Ann' });
  const made = await ann.waitFor((m) => m.type === 'joined', 5000, true);
  bob.send({ type: 'join', room: made.room, name: 'Bob' });
  await bob.waitFor((m) => m.type === 'joined', 5000, true);
  ann.send({ type: 'bot', seat: 2, level: 'baseline' });
  ann.send({ type: 'start' });
  await ann.waitFor((m) => m.type === 'view', 5000, true);
  for (const c of [ann, bob]) c.close();
  await stopServer(server);
  check(!fileHolds(ann.token) && !fileHolds(bob.token), 'the database file holds neither seat token in clear');
  check(fileHolds(sha256(ann.token)) && fileHolds(sha256(bob.token)), 'it holds each token\'s SHA-256');
  server = await startServer();
  const annBack = await joinWith(server.url, made.room, ann.token);
  const bobBack = await joinWith(server.url, made.code, bob.token);
  check(server.resumed === 1 && annBack.type === 'joined' && annBack.seat === 0 && annBack.token === ann.token && bobBack.seat === 1,
    'after a restart each token finds its seat (by the room\'s id and by its code)');
  const wrong = await joinWith(server.url, made.room, ann.token.slice(0, 31) + (ann.token[31] === '0' ? '1' : '0'));
  const hash = await joinWith(server.url, made.room, sha256(ann.token));
  check(wrong.type === 'error' && /token/.test(wrong.reason) && hash.type === 'error',
    `a wrong token, and the stored hash itself, find no seat ("${wrong.reason}")`);
  await stopServer(server);
  return { room: made.room, ann: ann.token, bob: bob.token };
}

// Rewrites the stored room as the first server wrote it (no "format", the
// plain tokens), with Python's sqlite3.
function writeFirstFormat({ ann, bob }) {
  const script = `
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
plain = {sys.argv[2]: None, sys.argv[3]: None}
for room_id, doc in db.execute("SELECT id, doc FROM rooms").fetchall():
    j = json.loads(doc)
    del j["format"]
    for s, token in zip(j["seats"], [sys.argv[2], sys.argv[3], ""]):
        del s["token_sha256"]
        s["token"] = token
    db.execute("UPDATE rooms SET doc = ? WHERE id = ?", (json.dumps(j), room_id))
db.commit()
db.close()`;
  const r = spawnSync('python3', ['-c', script, db, ann, bob], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error('python3: ' + r.stderr);
}

async function migration(seats) {
  writeFirstFormat(seats);
  check(fileHolds(seats.ann), 'a database of the first format holds the plain tokens (the premise)');
  const server = await startServer();
  await new Promise((r) => setTimeout(r, 100));
  check(server.resumed === 1 && /1 rooms stored again with their seat tokens hashed/.test(server.proc.log),
    'the first format\'s room is resumed and stored again with its tokens hashed');
  check(!fileHolds(seats.ann) && !fileHolds(seats.bob) && fileHolds(sha256(seats.ann)),
    'after the migration the file holds no token in clear');
  const ann = await joinWith(server.url, seats.room, seats.ann);
  const bob = await joinWith(server.url, seats.room, seats.bob);
  const wrong = await joinWith(server.url, seats.room, 'f'.repeat(32));
  check(ann.seat === 0 && bob.seat === 1 && wrong.type === 'error', 'no seat was lost: each old token finds its seat, a wrong one none');
  await stopServer(server);
}

// An upgrade request with `origin` (or none): { status, body }.
function upgrade(port, origin) {
  const headers = { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' };
  if (origin) headers.Origin = origin;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers });
    req.on('upgrade', (res, socket) => { socket.destroy(); resolve({ status: res.statusCode, body: '' }); });
    req.on('response', (res) => { let body = ''; res.on('data', (d) => { body += d; }); res.on('end', () => resolve({ status: res.statusCode, body })); });
    req.on('error', reject);
    req.end();
  });
}

async function origins() {
  let server = await startServer();
  const local = await upgrade(server.port, 'http://127.0.0.1:8961');
  const localhost = await upgrade(server.port, 'http://localhost:8080');
  const none = await upgrade(server.port, null);
  const evil = await upgrade(server.port, 'https://evil.example');
  check(local.status === 101 && localhost.status === 101 && none.status === 101,
    'no --allow-origin: this machine\'s pages and a client without Origin are let in (101)');
  check(evil.status === 403 && /evil\.example is not allowed/.test(evil.body) && /--allow-origin/.test(evil.body),
    `another page is refused with 403 and the reason ("${evil.body.trim()}")`);
  await new Promise((r) => setTimeout(r, 100));
  check(/refused a WebSocket from origin https:\/\/evil\.example/.test(server.proc.log), 'the refusal is logged');
  await stopServer(server);
  server = await startServer(['--allow-origin', 'http://rummy.example:8080', '--allow-origin', 'https://cards.example']);
  const given = await upgrade(server.port, 'http://rummy.example:8080');
  const second = await upgrade(server.port, 'https://cards.example');
  const plain = await upgrade(server.port, null);
  const otherPort = await upgrade(server.port, 'http://rummy.example:9000');
  const loopback = await upgrade(server.port, 'http://127.0.0.1:8080');
  check(given.status === 101 && second.status === 101 && plain.status === 101, '--allow-origin (twice): those pages and no Origin are let in');
  check(otherPort.status === 403 && loopback.status === 403, '--allow-origin: another port, and this machine\'s pages, are refused (403)');
  await stopServer(server);
  const bad = spawnSync(binary, ['--port', '0', '--db', db, '--allow-origin', 'rummy.example/play'], { encoding: 'utf8' });
  check(bad.status === 2 && /--allow-origin/.test(bad.stderr), `a bad --allow-origin is refused at start-up (${bad.stderr.split('\n')[0]})`);
}

async function main() {
  const seats = await seatsAndRestart();
  await migration(seats);
  await origins();
}

const deadline = setTimeout(() => { console.log('FAIL security test: over 60 s'); process.exit(1); }, 60000);
main().then(() => { clearTimeout(deadline); rmSync(dir, { recursive: true, force: true }); process.exit(failed ? 1 : 0); },
  (e) => { console.log('FAIL security test: ' + e.message); process.exit(1); });
