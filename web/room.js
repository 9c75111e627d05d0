// Room play (issue 63): loaded by index.html only for a room link
// (?room=<id or code>, ?room=new from New game > Invite friends, or
// ?room=join from Home > Join friends: a form for the room's code).
// This script owns the WebSocket to the room server (server/README.md):
// before the game it shows the room's seats (pick a free seat and a name;
// the host seats bots and starts); during the game it hands every message
// to the game (contractRummy's cr_api_room), which draws the table from this
// seat's view, and sends the human's actions (cr_api_room_outbox) back.
//
// Which server: ?server=ws://host:port/ (or wss://), ?server=PORT (this
// page's host), else this page's host on port 8081 (shell/serve). A seat's
// token is kept in localStorage ("contract-rummy.room.<room id>"): a reload
// or a later visit returns to the seat.
(function () {
  'use strict';
  const params = new URLSearchParams(window.location.search);
  const asked = params.get('room');
  if (!asked) return;
  const api = window.contractRummy;
  const LEVELS = [['baseline', 'Baseline'], ['good', 'Good'], ['expert', 'Expert']];
  const KEY = 'contract-rummy.room.';
  const CODE_KEY = 'contract-rummy.room-code.';

  function serverAddress(given) {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const host = window.location.hostname || '127.0.0.1';
    if (!given) return `${scheme}://${host}:8081/`;
    if (/^\d{1,5}$/.test(given)) return `${scheme}://${host}:${given}/`;
    if (/^wss?:\/\/[^\s]+$/.test(given)) return given;
    return null;
  }
  const server = serverAddress(params.get('server'));
  const joining = asked.toLowerCase() === 'join';  // Home > Join friends: ask for the code first

  // --- the page: a panel over the table (seats, invite) and a bar above it
  const style = document.createElement('style');
  style.textContent = `
#room{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(8,40,24,.92);z-index:20;font:16px system-ui,sans-serif;color:#f4f1e8;overflow:auto}
#room.hidden,#room-bar.hidden,#room-banner.hidden{display:none}
#room .card{background:#155e38;border-radius:12px;padding:18px;max-width:520px;width:calc(100% - 24px);box-shadow:0 6px 30px rgba(0,0,0,.5)}
#room h1{font-size:20px;margin:0 0 8px}#room p{margin:6px 0}
#room .error{color:#ffd0c8;font-weight:600}
#room input,#room select{font:inherit;padding:6px;border-radius:6px;border:1px solid #0b3d22;max-width:100%}
#room button,#room-bar button{font:inherit;padding:6px 12px;border-radius:6px;border:0;background:#f4c542;color:#222;cursor:pointer;min-height:36px}
#room button:disabled{opacity:.5;cursor:default}
#room .link{display:flex;gap:6px}#room .link input{flex:1;min-width:0}
#room ul{list-style:none;padding:0;margin:8px 0}#room li{display:flex;flex-wrap:wrap;gap:6px;align-items:center;padding:6px 0;border-top:1px solid rgba(255,255,255,.15)}
#room li .who{flex:1;min-width:140px}
#room-bar{position:fixed;left:4px;bottom:4px;z-index:10}
#room-bar button{font:600 12px system-ui,sans-serif;min-height:24px;padding:3px 8px;opacity:.9;box-shadow:0 1px 4px rgba(0,0,0,.5)}
#room-banner{position:fixed;top:28px;left:50%;transform:translateX(-50%);z-index:15;padding:8px 14px;border-radius:8px;background:#b3261e;color:#fff;font:600 15px system-ui,sans-serif}
#room-banner.back{background:#1e6b34}
#room fieldset{border:1px solid rgba(255,255,255,.25);border-radius:8px;margin:10px 0;padding:6px 10px}
#room legend{font-weight:600;padding:0 4px}
#room .setting{display:flex;flex-wrap:wrap;gap:6px;align-items:center;justify-content:space-between;margin:6px 0}
#room .note{font-size:14px;opacity:.9}
#room-clock{display:inline-block;margin-left:6px;padding:3px 8px;border-radius:6px;background:rgba(0,0,0,.6);color:#fff;font:600 12px system-ui,sans-serif}
#room-clock.short{background:#b3261e}
#room-clock.hidden{display:none}`;
  document.head.appendChild(style);
  const panel = el('div', { id: 'room', role: 'dialog', 'aria-label': 'Room' });
  const card = el('div', { class: 'card' });
  panel.appendChild(card);
  const bar = el('div', { id: 'room-bar', class: 'hidden', role: 'status' });
  const banner = el('div', { id: 'room-banner', class: 'hidden', role: 'alert' });
  document.body.append(panel, bar, banner);

  function el(tag, attrs = {}, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function button(label, onclick, attrs = {}) {
    const b = el('button', { type: 'button', ...attrs }, label);
    b.addEventListener('click', onclick);
    return b;
  }

  // --- what the page knows
  const st = {
    ws: null, open: false, everOpen: false, retry: 0, room: null, joined: null, error: '',
    token: null, roomId: null, pendingJoin: null, lookTimer: 0, name: params.get('name') || '',
  };
  const remember = (id) => { try { return JSON.parse(localStorage.getItem(KEY + id) || 'null'); } catch { return null; } };
  function stored() {
    if (asked === 'new') return null;
    let id = asked;
    try { id = localStorage.getItem(CODE_KEY + asked.toUpperCase()) || asked; } catch { /* storage blocked */ }
    return remember(id);
  }
  function keep(joined) {
    try {
      localStorage.setItem(KEY + joined.room, JSON.stringify({ token: joined.token, seat: joined.seat, code: joined.code }));
      localStorage.setItem(CODE_KEY + joined.code, joined.room);
    } catch { /* storage blocked: the seat lasts as long as this page */ }
  }
  function inviteLink() {
    if (!st.joined) return '';
    const keepServer = params.get('server') ? '&server=' + encodeURIComponent(params.get('server')) : '';
    return `${window.location.origin}${window.location.pathname}?room=${st.joined.room}${keepServer}`;
  }

  // --- the game (wasm): messages in, actions out
  let gameReady = false;
  const waiting = [];
  const call = (name, arg) => window.Module.ccall(name, 'string', arg === undefined ? [] : ['string'], arg === undefined ? [] : [arg]);
  function toGame(text) {
    if (!gameReady) { waiting.push(text); return; }
    const r = JSON.parse(call('cr_api_room', text) || '{}');
    if (r && r.ok === false) console.warn('room: ' + r.reason);
  }
  api.ready.then(() => {
    gameReady = true;
    // (the game's default "You" is no name to show the others)
    if (!st.name) { try { const n = (api.settings({}) || {}).name || ''; st.name = n === 'You' ? '' : n; } catch { /* none */ } }
    for (const t of waiting.splice(0)) toGame(t);
    render();
    setInterval(sendActions, 40);
  }, () => {});
  function sendActions() {
    if (!st.open || !st.joined) return;
    const messages = JSON.parse(call('cr_api_room_outbox') || '[]');
    for (const m of messages) if (m && (m.type === 'act' || m.type === 'again')) send(m);
  }

  // --- the connection
  function send(m) { if (st.ws && st.open) st.ws.send(JSON.stringify(m)); }
  function connect() {
    if (!server) { st.error = 'The server= parameter is not a ws:// or wss:// address or a port.'; render(); return; }
    const ws = new WebSocket(server);
    st.ws = ws;
    ws.onopen = () => {
      st.open = true;
      const wasLost = st.everOpen;
      st.everOpen = true;
      st.retry = 0;
      greet();
      if (wasLost) showBanner('Connected again', true);
    };
    ws.onmessage = (ev) => receive(ev.data);
    ws.onclose = () => {
      const was = st.open;
      st.open = false;
      if (st.ws !== ws) return;
      toGame(JSON.stringify({ type: 'online', online: false }));
      if (was || st.everOpen) showBanner('Connection lost: reconnecting\u2026', false);
      // (a server that does not allow this page's origin refuses the upgrade
      // with 403, which a page cannot read: it looks like no server)
      else st.error = `Cannot reach the room server at ${server} (down, or it does not allow this page: its --allow-origin): trying again\u2026`;
      render();
      st.retry = Math.min(st.retry + 1, 6);
      setTimeout(connect, 250 * st.retry);
    };
  }
  // On every (re)connection: back to our seat, create the room, or look at it.
  function greet() {
    const mine = st.token ? { token: st.token, room: st.roomId } : stored();
    if (mine && mine.token) {
      send({ type: 'join', room: st.roomId || asked, token: mine.token });
    } else if (asked === 'new' && !st.joined) {
      create();
    } else {
      send({ type: 'look', room: asked });
    }
  }
  function create() {
    // (the game's default name "You" would read as "You's turn" on the
    // others' tables: a host who kept it is "Host")
    const own = (st.name || '').trim();
    const m = { type: 'create', players: Number(params.get('seats')) || 4, name: (!own || own === 'You' ? 'Host' : own).slice(0, 32) };
    const house = params.get('house');
    if (house) {
      try {
        const text = atob(house.replace(/-/g, '+').replace(/_/g, '/'));
        m.house_rules = JSON.parse(new TextDecoder().decode(Uint8Array.from(text, (c) => c.charCodeAt(0))));
      } catch { st.error = 'The house rules of this link could not be read.'; render(); return; }
    } else {
      m.variant = params.get('game') || 'contract-rummy';
    }
    send(m);
  }
  function receive(text) {
    let m;
    try { m = JSON.parse(text); } catch { return; }
    if (m.type === 'joined') {
      st.joined = m;
      st.token = m.token;
      st.roomId = m.room;
      st.error = '';
      keep(m);
      if (asked === 'new' || asked !== m.room) {
        const keepServer = params.get('server') ? '&server=' + encodeURIComponent(params.get('server')) : '';
        history.replaceState(null, '', `${window.location.pathname}?room=${m.room}${keepServer}`);
      }
      toGame(text);
      toGame(JSON.stringify({ type: 'online', online: true }));
    } else if (m.type === 'room') {
      st.room = m;
      toGame(text);
    } else if (m.type === 'view') {
      st.turn = m.turn ? { seat: m.turn.seat, until: Date.now() + m.turn.ms_left } : null;
      toGame(text);
    } else if (m.type === 'error') {
      receiveError(m);
      toGame(text);
    }
    render();
  }
  function receiveError(m) {
    if (m.about === 'join' && /token/.test(m.reason)) {
      // a seat token this room no longer knows: forget it and look again
      try { localStorage.removeItem(KEY + (st.roomId || asked)); } catch { /* none */ }
      st.token = null;
      send({ type: 'look', room: asked });
      return;
    }
    if (m.about === 'act') return;  // (the table shows the engine's reason)
    st.error = m.reason.charAt(0).toUpperCase() + m.reason.slice(1) + '.';
  }

  // --- drawing the panel and the bar
  function seated() { return !!st.joined; }
  function render() {
    if (joining) return drawJoinForm();
    const r = st.room;
    const playing = r && seated() && r.status !== 'lobby';
    panel.classList.toggle('hidden', !!playing && !panel.dataset.open);
    bar.classList.toggle('hidden', !playing);
    if (playing) drawBar(r);
    card.replaceChildren();
    const title = r ? `${r.name}: room ${r.code}` : 'Play with friends';
    card.appendChild(el('h1', {}, title));
    if (st.error) card.appendChild(el('p', { class: 'error', 'data-room-error': '' }, st.error));
    if (!r) {
      if (!st.error) card.appendChild(el('p', {}, st.open ? 'Opening the room\u2026' : `Connecting to ${server}\u2026`));
      card.appendChild(homeLink());
      return;
    }
    if (!seated()) return drawChooser(r);
    drawInvite();
    drawSeats(r);
    drawSettings(r);
    drawStart(r);
  }
  // The room a typed text names: a 6-character code (any case), a room id
  // (32 hex digits), or a pasted invite link holding either; null otherwise.
  function roomFromText(text) {
    let t = text.trim();
    const inLink = t.match(/[?&]room=([^&#\s]+)/);
    if (inLink) t = decodeURIComponent(inLink[1]);
    if (/^[A-Za-z0-9]{6}$/.test(t)) return t.toUpperCase();
    if (/^[0-9a-fA-F]{32}$/.test(t)) return t.toLowerCase();
    return null;
  }
  function drawJoinForm() {
    card.replaceChildren();
    card.appendChild(el('h1', {}, 'Join friends'));
    card.appendChild(el('p', {}, 'Type the room code your friend sent you (6 letters and digits), or paste the link.'));
    if (st.error) card.appendChild(el('p', { class: 'error', 'data-room-error': '' }, st.error));
    const form = el('form', { class: 'link', id: 'room-join-form' });
    const input = el('input', {
      id: 'room-code', maxlength: '200', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false',
      'aria-label': 'Room code', placeholder: 'Room code',
    });
    input.value = st.code || '';
    input.addEventListener('input', () => { st.code = input.value; });
    form.append(input, el('button', { type: 'submit', id: 'room-join' }, 'Join'));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const room = roomFromText(input.value);
      if (!room) {
        const typed = input.value.trim();
        st.error = typed ? `"${typed.slice(0, 40)}" is not a room code: a code is 6 letters and digits, like K7Q2XM.`
          : 'Type the room code first.';
        render();
        return;
      }
      // (the page's own options, server= among them, stay as they are)
      const next = new URLSearchParams(params);
      next.set('room', room);
      window.location.assign(`${window.location.pathname}?${next}`);
    });
    card.appendChild(form);
    card.appendChild(homeLink());
    input.focus();
  }
  function homeLink() {
    const a = el('a', { href: window.location.pathname, style: 'color:#f4c542' }, 'Play on this device instead');
    return el('p').appendChild(a).parentNode;
  }
  function drawChooser(r) {
    const free = r.seats.filter((s) => s.kind === 'free');
    if (r.status === 'over') card.appendChild(el('p', { class: 'error', 'data-room-error': '' }, 'This game has ended.'));
    else if (!free.length) card.appendChild(el('p', { class: 'error', 'data-room-error': '' }, 'This room is full: every seat is taken.'));
    else {
      card.appendChild(el('p', {}, 'Pick a free seat and your name.'));
      const name = el('input', { id: 'room-name', maxlength: '32', 'aria-label': 'Your name', placeholder: 'Your name' });
      name.value = st.name;
      name.addEventListener('input', () => { st.name = name.value; });
      card.appendChild(name);
    }
    drawSeats(r);
    card.appendChild(homeLink());
  }
  function drawInvite() {
    card.appendChild(el('p', {}, `Send this link (or the code ${st.joined.code}) to the people you play with:`));
    const row = el('div', { class: 'link' });
    const link = el('input', { id: 'room-link', readonly: '', 'aria-label': 'Room link' });
    link.value = inviteLink();
    const copy = button('Copy', async () => {
      try { await navigator.clipboard.writeText(link.value); copy.textContent = 'Copied'; }
      catch { link.select(); document.execCommand('copy'); copy.textContent = 'Copied'; }
    }, { id: 'room-copy' });
    row.append(link, copy);
    card.appendChild(row);
  }
  function seatText(s, i, r) {
    let t = `${i + 1}. `;
    if (s.kind === 'free') return t + 'free seat';
    t += s.name + (st.joined && st.joined.seat === i ? ' (you)' : '') + (r.host === i ? ' \u00b7 host' : '');
    if (s.kind === 'bot') return t + ` \u00b7 bot (${s.level})`;
    return t + (s.bot_playing ? ' \u00b7 away, a bot plays' : s.connected ? ' \u00b7 here' : ' \u00b7 away');
  }
  function drawSeats(r) {
    const list = el('ul', { id: 'room-seats' });
    const host = seated() && r.host === st.joined.seat && r.status === 'lobby';
    r.seats.forEach((s, i) => {
      const li = el('li', { 'data-seat': String(i) });
      li.appendChild(el('span', { class: 'who' }, seatText(s, i, r)));
      if (s.kind === 'free' && !seated() && r.status === 'lobby')
        li.appendChild(button('Sit here', () => takeSeat(i), { 'data-sit': String(i) }));
      if (host && s.kind !== 'human') li.appendChild(botChooser(s, i));
      list.appendChild(li);
    });
    card.appendChild(list);
  }
  function botChooser(s, i) {
    const sel = el('select', { 'aria-label': `Seat ${i + 1}`, 'data-bot': String(i) });
    sel.appendChild(el('option', { value: '' }, 'Free (for a person)'));
    const preferred = params.get('bot') || 'good';
    for (const [id, label] of LEVELS) sel.appendChild(el('option', { value: id }, `Bot: ${label}`));
    sel.value = s.kind === 'bot' ? s.level : '';
    sel.addEventListener('change', () => send({ type: 'bot', seat: i, level: sel.value }));
    if (s.kind === 'free') sel.title = `Choose a bot (${preferred} suggested)`;
    return sel;
  }
  // The room's settings: the host chooses them (in the lobby and during the
  // game), everyone else reads them in a sentence.
  const TURN_TIMES = [[0, 'Off'], [30, '30 seconds'], [60, '1 minute'], [120, '2 minutes'], [300, '5 minutes']];
  const AWAY_TIMES = [[30, '30 seconds'], [60, '1 minute'], [120, '2 minutes'], [300, '5 minutes'], [600, '10 minutes'], [-1, 'Never']];
  function timeWords(sec) {
    if (sec % 60 === 0) return sec === 60 ? '1 minute' : `${sec / 60} minutes`;
    return sec === 1 ? '1 second' : `${sec} seconds`;
  }
  function levelWord(id) { return (LEVELS.find(([v]) => v === id) || [id, id])[1]; }
  function settingsSentence(s) {
    const timer = s.turn_seconds > 0 ? `Turn timer: ${timeWords(s.turn_seconds)} (then the simplest move is made).`
      : 'No turn timer.';
    const away = s.takeover_seconds < 0 ? 'Nobody plays for a person who is away.'
      : `A ${levelWord(s.takeover_level)} bot plays for anyone away ${s.takeover_seconds ? 'more than ' + timeWords(s.takeover_seconds) : 'at once'}, until they are back.`;
    return `${timer} ${away}`;
  }
  function settingChooser(label, id, choices, value, words, change) {
    const sel = el('select', { id, 'aria-label': label });
    const list = choices.some(([v]) => v === value) ? choices : [...choices, [value, words(value)]];
    for (const [v, text] of list) sel.appendChild(el('option', { value: String(v) }, text));
    sel.value = String(value);
    sel.addEventListener('change', () => change(sel.value));
    const lab = el('label', { class: 'setting' });
    lab.append(el('span', {}, label), sel);
    return lab;
  }
  function drawSettings(r) {
    const s = r.settings;
    if (!s) return;
    if (r.host !== st.joined.seat || r.status === 'over') {
      card.appendChild(el('p', { id: 'room-settings-text' }, settingsSentence(s)));
      return;
    }
    const box = el('fieldset', { id: 'room-settings' });
    box.appendChild(el('legend', {}, 'Room settings'));
    const change = (patch) => send({ type: 'settings', ...patch });
    box.append(
      settingChooser('Turn timer', 'room-turn', TURN_TIMES, s.turn_seconds, (v) => timeWords(v),
        (v) => change({ turn_seconds: Number(v) })),
      settingChooser('A bot plays for someone away after', 'room-away', AWAY_TIMES, s.takeover_seconds,
        (v) => (v < 0 ? 'Never' : timeWords(v)), (v) => change({ takeover_seconds: Number(v) })),
      settingChooser('That bot plays at', 'room-away-level', LEVELS, s.takeover_level, levelWord,
        (v) => change({ takeover_level: v })));
    box.appendChild(el('p', { class: 'note' }, settingsSentence(s)));
    card.appendChild(box);
  }
  function drawStart(r) {
    if (r.status === 'lobby') {
      if (r.host !== st.joined.seat) { card.appendChild(el('p', {}, 'Waiting for the host to start the game.')); return; }
      const empty = r.seats.filter((s) => s.kind === 'free').length;
      const fill = button('Bots in the empty seats', () => {
        r.seats.forEach((s, i) => { if (s.kind === 'free') send({ type: 'bot', seat: i, level: params.get('bot') || 'good' }); });
      }, { id: 'room-fill' });
      fill.disabled = !empty;
      const start = button('Start', () => send({ type: 'start' }), { id: 'room-start' });
      start.disabled = empty > 0;
      const p = el('p');
      p.append(fill, ' ', start);
      card.appendChild(p);
      if (empty) card.appendChild(el('p', {}, `${empty} seat(s) still empty: wait for your friends or seat bots.`));
    } else {
      const p = el('p');
      if (r.status === 'over' && r.host === st.joined.seat) p.append(button('Play again', () => send({ type: 'again' }), { id: 'room-again' }), ' ');
      p.append(button('Back to the table', () => { delete panel.dataset.open; render(); }, { id: 'room-back' }));
      card.appendChild(p);
    }
  }
  // At the table: one small button (bottom left, over the hand's margin)
  // opens the panel with the seats (who is here), the link and Play again;
  // the table's own names say who is away or played by a bot.
  function drawBar(r) {
    bar.replaceChildren();
    const here = r.seats.filter((s) => s.kind === 'human' && s.connected).length;
    const people = r.seats.filter((s) => s.kind === 'human').length;
    const b = button(`Room \u00b7 ${here}/${people}`, () => { panel.dataset.open = '1'; render(); }, { id: 'room-open' });
    b.setAttribute('aria-label', `Room ${r.code}: ${here} of ${people} people here. Seats and invite link`);
    bar.appendChild(b);
    clock = el('span', { id: 'room-clock', class: 'hidden', 'aria-live': 'off', title: 'Turn timer: time left' });
    bar.appendChild(clock);
    tickClock();
  }
  // The turn timer's clock in the bar: whose time runs and what is left
  // (red for the last ten seconds of your own).
  let clock = null;
  function tickClock() {
    if (!clock) return;
    const t = st.turn, r = st.room;
    if (!t || !r || r.status !== 'playing') { clock.classList.add('hidden'); return; }
    const left = Math.max(0, Math.ceil((t.until - Date.now()) / 1000));
    const mine = st.joined && t.seat === st.joined.seat;
    const who = mine ? 'You' : ((r.seats[t.seat] || {}).name || `Seat ${t.seat + 1}`).slice(0, 12);
    clock.textContent = `${who} ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
    clock.classList.remove('hidden');
    clock.classList.toggle('short', mine && left <= 10);
    clock.setAttribute('aria-label', `${mine ? 'Your' : who + "'s"} turn: ${left} seconds left`);
  }
  setInterval(tickClock, 250);
  function takeSeat(i) {
    const name = (st.name || '').trim();
    if (!name) { st.error = 'Write your name first.'; render(); return; }
    st.error = '';
    send({ type: 'join', room: asked, name: name.slice(0, 32), seat: i });
  }
  let bannerTimer = 0;
  function showBanner(text, back) {
    banner.textContent = text;
    banner.classList.toggle('back', back);
    banner.classList.remove('hidden');
    clearTimeout(bannerTimer);
    if (back) bannerTimer = setTimeout(() => banner.classList.add('hidden'), 3000);
  }
  // Not yet seated: the seats change as others sit down.
  setInterval(() => { if (st.open && !seated() && asked !== 'new' && !joining) send({ type: 'look', room: asked }); }, 2000);

  const created = asked === 'new' ? window.location.search : '';
  api.room = () => ({
    server, created, room: st.roomId, code: st.joined ? st.joined.code : null, seat: st.joined ? st.joined.seat : -1,
    status: st.room ? st.room.status : null, online: st.open, link: inviteLink(), error: st.error,
    settings: st.room ? st.room.settings : null,
    turn: st.turn ? { seat: st.turn.seat, seconds_left: Math.max(0, Math.ceil((st.turn.until - Date.now()) / 1000)) } : null,
  });
  render();
  if (!joining) connect();
}());
