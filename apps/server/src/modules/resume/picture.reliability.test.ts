import { readFileSync } from 'node:fs';
import { PICTURE_MAX_INPUT_PIXELS } from '@portal/contracts/constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCandidate } from '../../../test/candidates';
import { basicInformation } from '../../../test/resume';
import { useTestApp } from '../../../test/test-app';
import { AppError } from '../../core/errors';
import { decodeQueue, PICTURE_DECODE_CONCURRENCY, pictureDecodes } from './picture';

/**
 * Decision 0047: a picture upload cannot exhaust memory. The fixture is a 1.5 KB AVIF of 7000 × 7000 pixels
 * (sharp `create` of a solid colour, `.avif({ effort: 0 })`); decoding it costs ~900 MB and 5 s.
 */
const HUGE_AVIF = readFileSync(new URL('../../../test/fixtures/solid-7000x7000.avif', import.meta.url));
const MB = 1024 * 1024;

const t = useTestApp();

const CPFS = ['52998224725', '11144477735', '39053344705', '15350946056', '87748248800', '71428793860'];

const upload = (authorization: string, picture: string, cpf: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/curriculum/basic-information/v1',
    headers: { authorization, 'accept-language': 'pt-BR' },
    payload: basicInformation(picture, cpf),
  });

/** Samples the process's resident memory until stopped; answers the highest value seen. */
function sampleRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

describe('picture uploads and memory', () => {
  it('refuses a 7000 × 7000 picture by its header, fast and without decoding it', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const dataUrl = `data:image/avif;base64,${HUGE_AVIF.toString('base64')}`;
    const before = process.memoryUsage().rss;
    const stop = sampleRss();
    const started = performance.now();
    const res = await upload(maria.authorization, dataUrl, CPFS[0]!);
    const ms = performance.now() - started;
    const growth = (stop() - before) / MB;
    console.log(`huge picture: ${HUGE_AVIF.length} bytes, 7000x7000`);
    console.log(`huge picture: answered ${res.statusCode} in ${ms.toFixed(0)} ms`);
    console.log(`huge picture: peak RSS growth ${growth.toFixed(1)} MB`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual([
      {
        field: 'picture',
        message: `A imagem tem 7000 × 7000 pixels; o limite é de ${PICTURE_MAX_INPUT_PIXELS / 1e6} megapixels (por exemplo, 4000 × 4000). Reduza a imagem e envie de novo`,
      },
    ]);
    // Decoding it would take ~900 MB and seconds.
    expect(growth).toBeLessThan(100);
    expect(ms).toBeLessThan(2500);
  });

  it('decodes at most two pictures at once; the others wait their turn and are all stored', async () => {
    // 15 Mpx of one colour: a few KB to send, a real decode and resize for the server.
    const png = await sharp({ create: { width: 3800, height: 3800, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
    const candidates = await Promise.all(CPFS.map(() => createCandidate(t.database, { finished: false })));
    let maxActive = 0;
    let maxWaiting = 0;
    const timer = setInterval(() => {
      maxActive = Math.max(maxActive, pictureDecodes.active);
      maxWaiting = Math.max(maxWaiting, pictureDecodes.waiting);
    }, 1);
    const before = process.memoryUsage().rss;
    const stop = sampleRss();
    const started = performance.now();
    const answers = await Promise.all(candidates.map((c, i) => upload(c.authorization, dataUrl, CPFS[i]!)));
    const ms = performance.now() - started;
    clearInterval(timer);
    const growth = (stop() - before) / MB;
    console.log(`concurrent uploads: ${answers.length} in ${ms.toFixed(0)} ms`);
    console.log(`concurrent uploads: most decodes at once ${maxActive}, most waiting ${maxWaiting}`);
    console.log(`concurrent uploads: peak RSS growth ${growth.toFixed(1)} MB`);
    expect(answers.map((a) => a.statusCode)).toEqual(CPFS.map(() => 200));
    expect(maxActive).toBeGreaterThan(0);
    expect(maxActive).toBeLessThanOrEqual(PICTURE_DECODE_CONCURRENCY);
    expect(maxWaiting).toBeGreaterThan(0);
  });

  it('refuses a decode with 503 and Retry-After while the queue is full, and takes work again after', async () => {
    const queue = decodeQueue(1, 1);
    const gates: (() => void)[] = [];
    const task = () => new Promise<string>((resolve) => gates.push(() => resolve('done')));
    const running = queue.run(task);
    const waiting = queue.run(task);
    let refused: unknown;
    try {
      await queue.run(task);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).options.headers).toEqual({ 'retry-after': '5' });
    while (gates.length < 1) await new Promise((r) => setImmediate(r));
    gates.shift()!();
    await expect(running).resolves.toBe('done');
    while (gates.length < 1) await new Promise((r) => setImmediate(r));
    gates.shift()!();
    await expect(waiting).resolves.toBe('done');
    const again = queue.run(async () => 'again');
    await expect(again).resolves.toBe('again');
    console.log(`decode queue: 1 running + 1 waiting, the third refused with 503`);
  });
});
