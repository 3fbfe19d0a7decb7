import { request } from '@playwright/test';
const ctx = await request.newContext({ baseURL: 'http://127.0.0.1:3900' });
const auth = 'Basic ' + Buffer.from('admin@example.com:Admin-Portal-2026!').toString('base64');
const r = await ctx.get('/api/auth/auth/v1/token', { headers: { authorization: auth } });
const q = await (await ctx.get('/api/recruiting/v1/quotas')).json();
const units = q.units.map((u, i) => ({ unit_id: u.unit_id, headcount: 150 + i * 90, apprentice_base: 60 + i * 40, apprentices_employed: i % 3 }));
const put = await ctx.put('/api/recruiting/v1/quotas', { data: { company: { headcount: 2400, pcd_employed: 70 }, units }, headers: { 'x-requested-with': 'fetch' } });
console.log(put.status(), (await put.text()).slice(0, 200));
