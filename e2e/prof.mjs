// throwaway: CPU profile of a signed-in page load with 4x CPU throttling
import puppeteer from 'puppeteer-core';
const [url, email, password, loginPath] = process.argv.slice(2);
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823 });
const origin = new URL(url).origin;
const res = await fetch(origin + loginPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
const session = await res.json();
await page.goto(origin + '/api/health');
await page.evaluate((s) => { localStorage.setItem('auth_token', s.token); localStorage.setItem('auth_user', JSON.stringify(s.user)); }, session);
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 1500));
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const id of profile.samples) { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i++] ?? 0)); }
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [k, v] of top) console.log((v / 1000).toFixed(1).padStart(8), 'ms', k);
await browser.close();
