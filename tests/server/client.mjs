// A scripted room client for the tests and the load bench: one WebSocket,
// a seat held by its token, reconnecting by itself when the connection
// drops, and a simple player (draw from the stock, pass in windows, discard
// a card; "Next hand" when a hand is over). Every message received is kept
// for the checks.
export function needWebSocket() {
  if (typeof WebSocket === 'undefined') {
    console.error('this Node has no WebSocket: run it with --experimental-websocket (Node 20) or Node 22+');
    process.exit(2);
  }
}

export class RoomClient {
  constructor(url, name) {
    this.url = url;
    this.name = name;
    this.messages = [];      // every message received, parsed
    this.views = [];         // every view message
    this.errors = [];
    this.listeners = [];
    this.token = null;
    this.room = null;
    this.seat = -1;
    this.autoplay = false;
    this.autoReconnect = true;
    this.reconnects = 0;
    this.closed = false;
    // The load bench's clients keep nothing and read a view only when it is
    // theirs to answer: the load generator shares the machine's two cores
    // with the server, and its own parsing was most of the measured wait.
    this.light = false;
    this.onView = null;      // (client, view message) => true when handled (skips autoplay)
    this.sentAt = null;      // time of the last action sent (latency)
    this.latencies = [];
  }

  connect() {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(this.url);
      this.ws = ws;
      ws.onopen = () => resolve(this);
      ws.onerror = (e) => reject(new Error('websocket error ' + (e.message || '')));
      ws.onmessage = (ev) => this.receive(ev.data);
      ws.onclose = (ev) => {
        this.lastClose = { code: ev.code, reason: ev.reason };
        if (this.autoReconnect && !this.closed && this.token) setTimeout(() => this.rejoin(), 150);
      };
    });
  }

  async rejoin() {
    try {
      await this.connect();
      this.reconnects++;
      this.send({ type: 'join', room: this.room, token: this.token });
    } catch {
      if (!this.closed) setTimeout(() => this.rejoin(), 200);
    }
  }

  // A light client's view that asks nothing of it: its sequence number is
  // noted, the rest is not parsed. Returns true when so handled.
  skimmed(text) {
    if (!text.startsWith('{"type":"view"')) return false;
    const deciding = /"deciding":(-?\d+)/.exec(text);
    const phase = /"phase":"(\w+)"/.exec(text);
    const seq = /"seq":(\d+)/.exec(text);
    if (!deciding || !phase || !seq || Number(deciding[1]) === this.seat) return false;
    if (phase[1] === 'round_over' || phase[1] === 'game_over') return false;
    if (this.sentAt !== null) { this.latencies.push(performance.now() - this.sentAt); this.sentAt = null; }
    this.last = { seq: Number(seq[1]), view: null };
    return true;
  }

  receive(text) {
    if (this.light && this.listeners.length === 0 && this.skimmed(text)) return;
    const m = JSON.parse(text);
    if (this.light) {  // nothing kept but the last view
      if (m.type === 'joined') { this.token = m.token; this.room = m.room; this.seat = m.seat; }
      if (m.type === 'error') this.errors.push(m);
      if (m.type === 'view') {
        if (this.sentAt !== null) { this.latencies.push(performance.now() - this.sentAt); this.sentAt = null; }
        this.last = m;
        if (this.autoplay) this.play(m.view);
      }
      if (m.type === 'error' && m.about === 'act' && this.autoplay && this.last && this.last.view) setTimeout(() => this.play(this.last.view), 20);
      for (const l of [...this.listeners]) l(m);
      return;
    }
    m.raw = text;
    this.messages.push(m);
    if (m.type === 'joined') { this.token = m.token; this.room = m.room; this.seat = m.seat; }
    if (m.type === 'error') this.errors.push(m);
    if (m.type === 'view') {
      if (this.sentAt !== null) { this.latencies.push(performance.now() - this.sentAt); this.sentAt = null; }
      this.views.push(m);
      this.last = m;
      if (!(this.onView && this.onView(this, m)) && this.autoplay) this.play(m.view);
    }
    if (m.type === 'error' && m.about === 'act' && this.autoplay && this.last) setTimeout(() => this.play(this.last.view), 20);
    for (const l of [...this.listeners]) l(m);
  }

  send(obj) {
    if (this.ws && this.ws.readyState === 1) this.ws.send(typeof obj === 'string' ? obj : JSON.stringify(obj));
  }

  act(action) {
    this.sentAt = performance.now();
    this.send({ type: 'act', action });
  }

  // The simple player: acts only when this seat is asked.
  play(v) {
    if (v.phase === 'game_over') return;
    if (v.phase === 'round_over') { this.act({ type: 'next_round' }); return; }
    if (v.deciding !== v.seat) return;
    if (v.phase === 'draw') return this.act({ type: 'draw_stock' });
    if (['buy_window', 'shanghai_window', 'swap_window', 'after_out'].includes(v.phase)) return this.act({ type: 'pass' });
    if (v.phase === 'play' && v.hand.length) {
      const card = v.hand[(v.turn * 7 + v.seat) % v.hand.length];
      return this.act({ type: 'discard', card: card.id });
    }
  }

  // Waits for a message matching `pred` (already received ones count when `past`).
  waitFor(pred, ms = 10000, past = false) {
    if (past) { const m = this.messages.find(pred); if (m) return Promise.resolve(m); }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => { this.listeners = this.listeners.filter((x) => x !== l); reject(new Error(`${this.name}: timed out waiting`)); }, ms);
      const l = (m) => { if (pred(m)) { clearTimeout(timer); this.listeners = this.listeners.filter((x) => x !== l); resolve(m); } };
      this.listeners.push(l);
    });
  }

  close() { this.closed = true; if (this.ws) this.ws.close(); }
}
