import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECRUITING_API, type RecruitingFixture, recruitingFixture } from '#server-test/recruiting';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { wrapLines } from './share-card';

// The vacancy pages' share cards (decision 0077): a 1200 × 630 PNG per published vacancy and language, with an
// ETag, drawn again when the vacancy changes. `SHARE_CARD_OUT=dir` keeps the PNGs to look at.

const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
let t: TestApp;
let f: RecruitingFixture;

beforeAll(async () => {
  t = await createTestApp({}, { careersBuild: false });
  f = await recruitingFixture(t, { deadline });
});
afterAll(() => t.close());

const card = (id: number, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/curriculum/vacancies/v1/${id}/card.png${query}`, headers });

describe('share cards', () => {
  it('a published vacancy has a 1200 × 630 PNG per language, with an ETag that changes with the vacancy', async () => {
    const id = await f.publishedVacancy(
      f.betim,
      'Jovem Aprendiz em Manutenção Elétrica Industrial de Transformadores',
      {
        program: 'apprentice',
      },
    );
    const pt = await card(id);
    expect(pt.statusCode, pt.body).toBe(200);
    expect(pt.headers['content-type']).toBe('image/png');
    const meta = await sharp(pt.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // The card is not blank: the title's dark ink covers part of it.
    const stats = await sharp(pt.rawPayload).stats();
    expect(stats.channels[0]!.min).toBeLessThan(60);

    const es = await card(id, '?lang=es-ES');
    expect(es.statusCode).toBe(200);
    expect(es.rawPayload.equals(pt.rawPayload)).toBe(false);
    if (process.env.SHARE_CARD_OUT) {
      writeFileSync(`${process.env.SHARE_CARD_OUT}/card-pt.png`, pt.rawPayload);
      writeFileSync(`${process.env.SHARE_CARD_OUT}/card-es.png`, es.rawPayload);
    }

    const etag = String(pt.headers.etag);
    expect(etag).toMatch(/^"/);
    expect((await card(id, '', { 'if-none-match': etag })).statusCode).toBe(304);

    // The recruiter renames the vacancy: a new card, a new ETag.
    const edited = await f.call('PUT', `${RECRUITING_API}/vacancies/${id}`, f.recruiter, {
      ...f.vacancyBody(f.betim, 'Aprendiz de Eletricista', { program: 'apprentice' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const again = await card(id, '', { 'if-none-match': etag });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).not.toBe(etag);
  });

  it('an unknown, draft or closed vacancy has none (404); an unknown language is a 400', async () => {
    expect((await card(999_999)).statusCode).toBe(404);
    const draft = await f.call(
      'POST',
      `${RECRUITING_API}/vacancies`,
      f.recruiter,
      f.vacancyBody(f.betim, 'Rascunho'),
    );
    expect((await card(draft.json().id as number)).statusCode).toBe(404);
    const id = await f.publishedVacancy(f.betim, 'Fechada');
    expect((await f.call('POST', `${RECRUITING_API}/vacancies/${id}/close`, f.recruiter)).statusCode).toBe(
      200,
    );
    expect((await card(id)).statusCode).toBe(404);
    const open = await f.publishedVacancy(f.betim, 'Aberta');
    const bad = await card(open, '?lang=fr-FR');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/problem\+json/);
  });
});

describe('wrapLines', () => {
  it('breaks at spaces within the width, at most the lines asked, ending a longer text with …', () => {
    expect(wrapLines('Técnico de manutenção elétrica', 12, 3)).toEqual([
      'Técnico de',
      'manutenção',
      'elétrica',
    ]);
    expect(wrapLines('um dois três quatro cinco seis', 9, 2)).toEqual(['um dois', 'três…']);
    expect(wrapLines('Supercalifragilistico', 8, 2)).toEqual(['Superca…']);
    expect(wrapLines('Curto', 30, 3)).toEqual(['Curto']);
  });
});
