// The bots' Web Worker: loads the engine-only module (bot.js + bot.wasm,
// built from web/port/bot_worker_main.cpp) and answers the page's questions
// (web/port/worker_bot_service.cpp) so a bot's search never blocks drawing.
//
//   page -> worker: {id, rules?: <rule-set JSON text>, view: <PlayerView JSON text>, level, seed}
//   worker -> page: {ready: true} once loaded, {id, answer: <JSON text>} per question,
//                   {failed: <message>} when the module cannot load.
'use strict';
let module = null;
const waiting = [];

function answer(q) {
  if (q.rules !== undefined) {
    const loaded = JSON.parse(module.ccall('cr_bot_rules', 'string', ['string'], [q.rules]));
    if (!loaded.ok) { postMessage({ id: q.id, answer: JSON.stringify(loaded) }); return; }
  }
  const text = module.ccall('cr_bot_decide', 'string', ['string', 'string', 'number'], [q.view, q.level, q.seed]);
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
    postMessage({ ready: true });
    while (waiting.length) answer(waiting.shift());
  }, (err) => postMessage({ failed: String(err && err.message || err) }));
} catch (err) {
  postMessage({ failed: String(err && err.message || err) });
}
