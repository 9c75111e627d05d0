// The page's side of the game: the Emscripten Module settings and the
// window.contractRummy API that tests and embedding hosts use.
(function () {
  'use strict';
  let resolveReady, rejectReady;
  const ready = new Promise((resolve, reject) => { resolveReady = resolve; rejectReady = reject; });
  const loading = document.getElementById('loading');
  const canvas = document.getElementById('canvas');

  function fail(message) {
    loading.textContent = 'The game could not start: ' + message;
    loading.classList.add('error');
    loading.classList.remove('hidden');
    rejectReady(new Error(message));
  }

  window.contractRummy = { ready };

  window.Module = {
    canvas,
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    onGameReady() {
      loading.classList.add('hidden');
      resolveReady(window.contractRummy);
    },
    onAbort: (what) => fail(String(what)),
  };
  window.addEventListener('error', (e) => { if (e.filename && e.filename.endsWith('game.js')) fail(e.message); });
})();
