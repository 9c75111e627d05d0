// The bots' Web Worker: loads the engine-only module (bot.js + bot.wasm,
// built from web/port/bot_worker_main.cpp) and answers the page's questions
// (web/port/worker_bot_service.cpp) so neither a bot's search nor a hint's
// blocks drawing.
//
//   page -> worker: {id, rules?: <rule-set JSON text>, view: <PlayerView JSON text>, level, seed}: a bot's move
//                   {id, kind: "hint", rules?, view, level}: the hint for view.seat (protocol 2)
//   worker -> page: {ready: true, protocol: 2} once loaded, {id, answer: <JSON text>} per question,
//                   {failed: <message>} when the module cannot load.
// A move's answer is {"ok":true,"action":...}, a hint's {"ok":true,"decision":{action, reason}|null};
// a question of an unknown kind is refused ({"ok":false,"reason":...}), so a
// page newer than its worker falls back instead of waiting.
'use strict';
let module = null;
const waiting = [];

function answer(q) {
  if (q.rules !== undefined) {
    const loaded = JSON.parse(module.ccall('cr_bot_rules', 'string', ['string'], [q.rules]));
    if (!loaded.ok) { postMessage({ id: q.id, answer: JSON.stringify(loaded) }); return; }
  }
  let text;
  if (q.kind === undefined) text = module.ccall('cr_bot_decide', 'string', ['string', 'string', 'number'], [q.view, q.level, q.seed]);
  else if (q.kind === 'hint') text = module.ccall('cr_bot_hint', 'string', ['string', 'string'], [q.view, q.level]);
  else text = JSON.stringify({ ok: false, reason: 'unknown question kind ' + JSON.stringify(String(q.kind)) });
  postMessage({ id: q.id, answer: text });
}

onmessage = (e) => {
  if (module) answer(e.data);
  else waiting.push(e.data);
};

try {
  importScripts('bot.js');
  createBotModule().then((m) => {
    module = m;
    postMessage({ ready: true, protocol: 2 });
    while (waiting.length) answer(waiting.shift());
  }, (err) => postMessage({ failed: String(err && err.message || err) }));
} catch (err) {
  postMessage({ failed: String(err && err.message || err) });
}
