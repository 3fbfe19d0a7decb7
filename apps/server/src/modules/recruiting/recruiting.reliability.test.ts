import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { twoRecruitingInstances } from '#server-test/recruiting';
import { forTheFile } from '#server-test/test-app';

// Decision 0050: a recruiter's publish on one instance shows on every instance's public list at once, although each
// keeps the list in a few-second cache: the change goes to every instance over the bus (PostgreSQL LISTEN/NOTIFY
// here). Two apps on one PostgreSQL database, as two processes of a deployment would be.

const skip = process.env.TEST_DB !== 'postgres';
if (skip) console.log('[recruiting] cross-instance cache test skipped: runs in the api-postgres project');

const PUBLIC = '/api/curriculum/vacancies/v1';
/** The public list cache lives 5 s: seeing the change well before that proves the invalidation, not the expiry. */
const WITHIN_MS = 2000;

describe.skipIf(skip)('the public vacancy list on two instances', () => {
  const t = forTheFile(twoRecruitingInstances);

  const listedOn = async (app: FastifyInstance) =>
    ((await app.inject({ url: PUBLIC })).json() as { id: number }[]).map((v) => v.id);

  /** Milliseconds until `check` holds on instance two, polling; Infinity past the deadline. */
  async function msUntil(check: (ids: number[]) => boolean): Promise<number> {
    const start = performance.now();
    while (performance.now() - start < WITHIN_MS) {
      if (check(await listedOn(t.two))) return performance.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Number.POSITIVE_INFINITY;
  }

  const draft = () => t.draft('Eletricista de Manutenção', '2099-12-31');

  it('a publish and a close on instance one show on instance two at once', async () => {
    const id = await draft();
    expect(await listedOn(t.two)).not.toContain(id); // instance two now holds the list in its cache

    const publish = await t.one.inject({
      method: 'POST',
      url: `/api/recruiting/v1/vacancies/${id}/publish`,
      headers: { authorization: t.recruiter.authorization },
    });
    expect(publish.statusCode).toBe(200);
    const shown = await msUntil((ids) => ids.includes(id));
    console.log(`[reliability] publish on one → listed on two after ${shown.toFixed(0)} ms`);
    expect(shown).toBeLessThan(WITHIN_MS);

    await t.one.inject({
      method: 'POST',
      url: `/api/recruiting/v1/vacancies/${id}/close`,
      headers: { authorization: t.recruiter.authorization },
    });
    const gone = await msUntil((ids) => !ids.includes(id));
    console.log(`[reliability] close on one → gone from two after ${gone.toFixed(0)} ms`);
    expect(gone).toBeLessThan(WITHIN_MS);
  });

  it('20 publishes of one draft at once, on both instances: one succeeds, the others are 409', async () => {
    const id = await draft();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? t.one : t.two).inject({
          method: 'POST',
          url: `/api/recruiting/v1/vacancies/${id}/publish`,
          headers: { authorization: t.recruiter.authorization },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    for (const status of new Set(statuses))
      console.log(
        `[reliability] concurrent publishes: ${status} × ${statuses.filter((s) => s === status).length}`,
      );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });
});
