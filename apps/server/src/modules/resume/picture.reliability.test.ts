import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/core/errors';
import { createCandidate } from '#server-test/candidates';
import { basicInformation, nextCpf } from '#server-test/resume';
import { useTestApp } from '#server-test/test-app';
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

/** An AVIF of pseudo-random pixels: it compresses poorly, so decoding it is real work (unlike a solid colour). */
async function noiseAvif(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i * 2654435761) >>> 13) & 255;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .avif({ effort: 0, quality: 30 })
    .toBuffer();
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
        message:
          'A imagem tem 7000 × 7000 pixels; o limite é de 2,5 megapixels (por exemplo, 1900 × 1300). Reduza a imagem e envie de novo',
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

  it('refuses a 16-megapixel AVIF by its header, before decoding it (decoding one costs ~280 MB)', async () => {
    // Decision 0065: an AVIF is decoded whole at ~18-21 bytes a pixel, so its bound is 2.5 Mpx, not 16.
    const avif = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#3366aa' } })
      .avif({ effort: 0 })
      .toBuffer();
    const maria = await createCandidate(t.database, { finished: false });
    const before = process.memoryUsage().rss;
    const stop = sampleRss();
    const started = performance.now();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/curriculum/basic-information/v1',
      headers: { authorization: maria.authorization, 'accept-language': 'es-ES' },
      payload: basicInformation(`data:image/avif;base64,${avif.toString('base64')}`, nextCpf()),
    });
    const ms = performance.now() - started;
    const growth = (stop() - before) / MB;
    console.log(
      `16 Mpx AVIF: answered ${res.statusCode} in ${ms.toFixed(0)} ms, peak RSS growth ${growth.toFixed(1)} MB`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'picture',
        message:
          'La imagen tiene 4000 × 4000 píxeles; el límite es de 2,5 megapíxeles (por ejemplo, 1900 × 1300). Reduce la imagen e inténtalo de nuevo',
      },
    ]);
    expect(growth).toBeLessThan(64);
  });

  it('decodes the largest AVIF its bound lets through within the 64 MB budget', async () => {
    // 1900 × 1300 of noise (2.47 Mpx, just under the AVIF bound): a real, whole decode.
    const avif = await noiseAvif(1900, 1300);
    const dataUrl = `data:image/avif;base64,${avif.toString('base64')}`;
    const maria = await createCandidate(t.database, { finished: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = process.memoryUsage().rss;
    const stop = sampleRss();
    const res = await upload(maria.authorization, dataUrl, nextCpf());
    const growth = (stop() - before) / MB;
    console.log(
      `AVIF at its bound (${avif.length} bytes): ${res.statusCode}, peak RSS growth ${growth.toFixed(1)} MB`,
    );
    expect(res.statusCode).toBe(200);
    expect(growth).toBeLessThan(64);
  });

  it('keeps one upload in flight per account: twelve at once from one account leave the queue to the others', async () => {
    // ~2.2 Mpx of AVIF noise: a few hundred ms of decode each, accepted by its bound.
    const avif = await noiseAvif(1500, 1500);
    const dataUrl = `data:image/avif;base64,${avif.toString('base64')}`;
    const hog = await createCandidate(t.database, { finished: false });
    const others = await Promise.all(
      [1, 2, 3, 4].map(() => createCandidate(t.database, { finished: false })),
    );
    const hogCpf = nextCpf();
    const hogs = Array.from({ length: 12 }, () => upload(hog.authorization, dataUrl, hogCpf));
    // The others come once decoding has begun: on a queue without a place per account it is full by then.
    const until = performance.now() + 10_000;
    while (pictureDecodes.active === 0 && performance.now() < until)
      await new Promise((r) => setTimeout(r, 2));
    const theirs = await Promise.all(others.map((c) => upload(c.authorization, dataUrl, nextCpf())));
    const mine = await Promise.all(hogs);
    const codes = mine.map((a) => a.statusCode);
    console.log(
      `one account x12: ${codes.join(' ')}; four others: ${theirs.map((a) => a.statusCode).join(' ')}`,
    );
    expect(theirs.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(codes).toContain(200);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(6);
    expect(codes.every((code) => code === 200 || code === 429)).toBe(true);
    const refused = mine.find((a) => a.statusCode === 429)!;
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().detail).toBe(
      'Outra foto sua ainda está sendo processada. Aguarde alguns segundos e tente de novo.',
    );
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
