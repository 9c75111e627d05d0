// Frame times and long tasks of a table in play (issue 8): a 5-player
// contract-rummy game at Normal bot and animation speed, the human following
// hint() from a driver inside the page, observed for `seconds`; then the
// Sort button pressed `sorts` times. Long tasks (PerformanceObserver
// "longtask", > 50 ms) are split into those that overlap one of the driver's
// own hint()/act() calls (the test's doing, not the table's) and the rest.
// Frame time = interval between requestAnimationFrame callbacks.
//
// Used by figures.test.mjs; alone:
//   node tests/browser/frames.mjs <base-url> [seconds] [ratio]
import { launch, openPage, waitReady } from './browser.mjs';

const quantile = (xs, q) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

export async function measureFrames(browser, base, { ratio = 1, seconds = 25, sorts = 6, width = 1280, height = 800 } = {}) {
  const { context, page, problems } = await openPage(browser, { width, height, deviceScaleFactor: ratio });
  try {
    await page.goto(base + 'index.html?sw=0');
    await waitReady(page);
    await page.evaluate(() => localStorage.clear());
    await page.evaluate(() => window.contractRummy.settings({ bots: 'normal', animation: 'normal' }));
    await page.evaluate(() => window.contractRummy.newGame({ variant: 'contract-rummy', players: 5, seed: 21 }));
    await page.evaluate(() => {
      const w = window.__frames = { long: [], driver: [], frames: [], stop: false };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.long.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask' });
      let last = performance.now();
      const tick = (t) => { w.frames.push(t - last); last = t; if (!w.stop) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
      const drive = () => {
        if (w.stop) return;
        const t0 = performance.now();
        const api = window.contractRummy;
        const st = api.state();
        const h = st.phase === 'round_over' ? { action: { type: 'next_round' } } : api.hint();
        if (h && st.phase !== 'game_over') api.act(h.action);
        w.driver.push([t0, performance.now()]);
        setTimeout(drive, 150);
      };
      setTimeout(drive, 150);
    });
    await page.waitForTimeout(seconds * 1000);
    // Sorting: the Sort button, clicked where ui() says it is.
    const sortAt = await page.evaluate(() => {
      window.__frames.stop = true;
      const ui = window.contractRummy.state().ui;
      const b = (ui && ui.buttons) || [];
      const s = b.find((x) => x.label === 'Sort');
      return s ? { x: s.rect.x + s.rect.w / 2, y: s.rect.y + s.rect.h / 2 } : null;
    });
    await page.waitForTimeout(1500);
    const sortFrom = await page.evaluate(() => performance.now());
    if (sortAt) for (let i = 0; i < sorts; i++) { await page.mouse.click(sortAt.x, sortAt.y); await page.waitForTimeout(300); }
    await page.waitForTimeout(300);
    const w = await page.evaluate(() => window.__frames);
    const byDriver = (t) => w.driver.some(([a, b]) => a < t[0] + t[1] && t[0] < b);
    const play = w.long.filter((t) => t[0] < sortFrom);
    const table = play.filter((t) => !byDriver(t));
    const sortTasks = w.long.filter((t) => t[0] >= sortFrom);
    const frames = w.frames.slice(5);
    const d = (xs) => xs.map((t) => t[1]);
    return {
      ratio, seconds, problems,
      frames: frames.length,
      frameP50: quantile(frames, 0.5), frameP95: quantile(frames, 0.95), frameMax: Math.max(...frames),
      longTasks: table.length, longMedian: quantile(d(table), 0.5), longMax: table.length ? Math.max(...d(table)) : 0,
      driverLongTasks: play.length - table.length,
      sortClicks: sortAt ? sorts : 0, sortLongTasks: sortTasks.length,
      sortLongMax: sortTasks.length ? Math.max(...d(sortTasks)) : 0,
    };
  } finally {
    await context.close();
  }
}

export function frameFigureLines(m) {
  const f = (v) => (Number.isFinite(v) ? v.toFixed(1) : String(v));
  return [
    `ratio ${m.ratio}: frame time p50 ${f(m.frameP50)} ms, p95 ${f(m.frameP95)} ms, max ${f(m.frameMax)} ms over ${m.frames} frames (${m.seconds} s, 5 players, Normal speed)`,
    `ratio ${m.ratio}: long tasks while playing ${m.longTasks} (median ${f(m.longMedian)} ms, max ${f(m.longMax)} ms), plus ${m.driverLongTasks} during the test's own hint()/act() calls`,
    `ratio ${m.ratio}: Sort pressed ${m.sortClicks} times: ${m.sortLongTasks} long tasks (max ${f(m.sortLongMax)} ms)`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = (process.argv[2] || 'http://127.0.0.1:8080/').replace(/\/?$/, '/');
  const seconds = Number(process.argv[3] || 25);
  const ratios = process.argv[4] ? [Number(process.argv[4])] : [1, 2];
  const browser = await launch();
  try {
    for (const ratio of ratios) for (const line of frameFigureLines(await measureFrames(browser, base, { ratio, seconds }))) console.log(`  figure: ${line}`);
  } finally {
    await browser.close();
  }
}
