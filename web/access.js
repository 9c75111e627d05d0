// The screen-reader layer of the page (issue 14). The game is one canvas, so
// what it shows is mirrored in the DOM, visually hidden:
//  - #announcer, a polite ARIA live region (role="log"): the game appends one
//    paragraph per sentence it announces (the log's lines: your turn, draws,
//    discards, buys, melds, going out; the focused card, meld or button; the
//    table's messages). The last 40 are kept; each carries data-n, its
//    sequence number, so a reader (or a test) can tell the new ones.
//  - #a11y-controls, the current screen's buttons as real <button>s with the
//    game's labels (aria-pressed for a chosen option, aria-disabled when not
//    available). A screen reader's browse mode reaches and presses them; a
//    press presses the game's own button (cr_api_press). They are out of the
//    Tab order (tabindex -1): Tab stays with the canvas, whose own focus ring
//    and announcements serve keyboard players.
// The C++ side calls window.crAccess through the platform seam
// (web/port/web_platform.cpp).
(function () {
  'use strict';
  const hidden = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;' +
    'overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;';
  const region = document.createElement('div');
  region.id = 'announcer';
  region.setAttribute('role', 'log');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-relevant', 'additions');
  region.style.cssText = hidden;
  const controls = document.createElement('div');
  controls.id = 'a11y-controls';
  controls.setAttribute('role', 'group');
  controls.setAttribute('aria-label', 'Game controls');
  controls.style.cssText = hidden;
  document.body.appendChild(region);
  document.body.appendChild(controls);
  let count = 0;
  const kKeep = 40;

  function announce(text) {
    const p = document.createElement('p');
    p.textContent = String(text);
    p.dataset.n = String(++count);
    region.appendChild(p);
    while (region.childElementCount > kKeep) region.removeChild(region.firstElementChild);
  }

  function press(index) {
    if (window.Module && window.Module.ccall) window.Module.ccall('cr_api_press', 'string', ['number'], [index]);
  }

  function describe(json) {
    let d = null;
    try { d = JSON.parse(json); } catch (e) { return; }
    controls.setAttribute('aria-label', 'Game controls: ' + (d.screen || '').replace('_', ' '));
    controls.replaceChildren(...(d.buttons || []).map((b, i) => {
      const el = document.createElement('button');
      el.type = 'button';
      el.tabIndex = -1;
      el.textContent = b.label;
      if (b.toggled) el.setAttribute('aria-pressed', 'true');
      if (!b.enabled) el.setAttribute('aria-disabled', 'true');
      el.addEventListener('click', () => { if (b.enabled) press(i); });
      return el;
    }));
  }

  window.crAccess = {
    announce,
    describe,
    prefersReducedMotion: () => !!(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches),
  };
})();
