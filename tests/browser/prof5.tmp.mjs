import { launch, openPage, waitReady } from '/work/main/tests/browser/browser.mjs';
const browser = await launch();
const incl = new Map(), selfm = new Map();
for (let i = 0; i < 4; i++) {
  const { context, page } = await openPage(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto('http://127.0.0.1:8766/index.html?sw=0');
  await waitReady(page, 20000);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map(n => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of (n.children || [])) parent.set(c, n.id);
  const dt = profile.timeDeltas;
  for (let k = 0; k < profile.samples.length; k++) {
    const w = (dt[k + 1] || 0) / 1000;
    let id = profile.samples[k]; const seen = new Set(); let first = true;
    while (id) {
      const n = byId.get(id);
      const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}`;
      if (first) { selfm.set(key, (selfm.get(key) || 0) + w); first = false; }
      if (!seen.has(key)) { incl.set(key, (incl.get(key) || 0) + w); seen.add(key); }
      id = parent.get(id);
    }
  }
  await context.close();
}
console.log('INCLUSIVE (ms per load)');
for (const [k, v] of [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log((v/4).toFixed(1).padStart(7), k);
console.log('SELF');
for (const [k, v] of [...selfm.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v/4).toFixed(1).padStart(7), k);
await browser.close();
