import { chromium, devices } from '@playwright/test';
const base = 'http://127.0.0.1:3900';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
for (const [name, opts] of [['phone', { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }], ['desktop', { viewport: { width: 1280, height: 800 } }]]) {
  for (const lng of ['pt-BR', 'es-ES']) {
    const context = await browser.newContext({ ...opts, baseURL: base });
    await context.addCookies([{ name: 'portal_lang', value: lng, url: base }]);
    const auth = 'Basic ' + Buffer.from('admin@example.com:Admin-Portal-2026!').toString('base64');
    const r = await context.request.get('/api/auth/auth/v1/token', { headers: { authorization: auth } });
    if (!r.ok()) throw new Error('sign in ' + r.status());
    const page = await context.newPage();
    await page.goto('/recrutamento/cotas');
    await page.waitForTimeout(2500);
    const vh = opts.viewport.height;
    for (let i = 0; i < 3; i++) await page.screenshot({ path: `/work/shots/quotas-${name}-${lng}-${i}.png`, fullPage: true, clip: { x: 0, y: i * vh * 1.5, width: opts.viewport.width, height: vh * 1.5 } });
    const h = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(name, lng, 'height', h);
    await context.close();
  }
}
await browser.close();
