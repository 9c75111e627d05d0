// For a page that embeds Contract Rummy demos: include this script once and
// give each game iframe the attribute data-contract-rummy. It adds the
// page's origin to each frame's address (so the game talks to this page),
// sizes each frame from the height the game asks for ({type: "resize",
// height}), and passes the game's messages on as DOM events on the iframe
// ("contract-rummy", detail = the message: demo, step, resize, error, ...).
// Messages are taken only from the frame's own window and origin.
(function () {
  'use strict';
  const MIN = 200, MAX = 2000;
  function prepare(frame) {
    if (frame.dataset.contractRummyReady) return;
    frame.dataset.contractRummyReady = '1';
    try {
      const url = new URL(frame.getAttribute('src'), window.location.href);
      if (!url.searchParams.has('origin')) {
        url.searchParams.set('origin', window.location.origin);
        // A new frame with the address from the start: changing the src of
        // a lazy frame whose first load was deferred can leave Chromium
        // loading the old address once it comes into view (seen in
        // embed-gallery.test.mjs, about one run in two).
        const copy = frame.cloneNode(false);
        copy.dataset.contractRummyReady = '1';
        copy.setAttribute('src', url.href);
        frame.replaceWith(copy);
      }
    } catch (e) { /* not a URL: left alone */ }
  }
  function frames() { return Array.from(document.querySelectorAll('iframe[data-contract-rummy]')); }
  function frameOrigin(frame) {
    try { return new URL(frame.src, window.location.href).origin; } catch (e) { return null; }
  }
  window.addEventListener('message', (e) => {
    const frame = frames().find((f) => f.contentWindow === e.source);
    if (!frame || e.origin !== frameOrigin(frame)) return;
    const m = e.data;
    if (!m || typeof m !== 'object' || m.source !== 'contract-rummy') return;
    if (m.type === 'resize' && Number.isFinite(m.height)) {
      frame.style.height = Math.max(MIN, Math.min(MAX, Math.round(m.height))) + 'px';
    }
    frame.dispatchEvent(new CustomEvent('contract-rummy', { detail: m }));
  });
  // Sends a message to a frame's game (e.g. {type: "step", go: "next"}).
  window.contractRummyHost = {
    send(frame, message) {
      frame.contentWindow.postMessage(Object.assign({ protocol: 1 }, message), frameOrigin(frame));
    },
  };
  const start = () => frames().forEach(prepare);
  start();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  new MutationObserver(start).observe(document.documentElement, { childList: true, subtree: true });
})();
