import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate } from '#server-test/candidates';
import { twoRecruitingInstances } from '#server-test/recruiting';
import { forTheFile } from '#server-test/test-app';

// Decision 0051: concurrent status changes of one application leave one consistent chain of events (each step
// starts where the previous one ended), whichever request wins: a conditional UPDATE plus its event in one
// transaction. Two app instances on one database (on PGlite the one connection serializes them anyway).

const API = '/api/recruiting/v1';
const PUBLIC = '/api/curriculum/vacancies/v1';
const N = 20;

describe('20 concurrent status changes of one application', () => {
  const t = forTheFile(twoRecruitingInstances);
  let vacancyId: number;

  beforeAll(async () => {
    vacancyId = await t.draft('Soldador', new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    await t.one.inject({
      method: 'POST',
      url: `${API}/vacancies/${vacancyId}/publish`,
      headers: { authorization: t.recruiter.authorization },
    });
  });

  async function applicationId(candidate: { authorization: string }): Promise<number> {
    const applied = await t.one.inject({
      method: 'POST',
      url: PUBLIC,
      headers: { authorization: candidate.authorization },
      payload: { vacancy_id: vacancyId },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    return applied.json().id;
  }

  async function race(id: number, targets: string[], label: string) {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        (i % 2 ? t.one : t.two).inject({
          method: 'POST',
          url: `${API}/applications/${id}/status`,
          headers: { authorization: t.recruiter.authorization },
          payload: {
            from: 'received',
            status: targets[i % targets.length],
            message: `change ${i}`,
            ...(targets[i % targets.length] === 'not_selected' ? { reason: 2 } : {}),
          },
        }),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const codes = answers.map((a) => a.statusCode);
    const won = answers.filter((a) => a.statusCode === 200).map((a) => a.json().status as string);
    console.log(`pipeline ${label}: 200 answers ${won.length}`);
    console.log(`pipeline ${label}: 409 answers ${codes.filter((c) => c === 409).length}`);
    console.log(`pipeline ${label}: ${N} requests in ${ms} ms`);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    return won;
  }

  async function timeline(candidate: { authorization: string }) {
    const mine = await t.one.inject({
      url: `${PUBLIC}/user`,
      headers: { authorization: candidate.authorization },
    });
    const [application] = mine.json();
    const events = application.events as { from: string | null; to: string }[];
    expect(events[0]).toMatchObject({ from: null, to: 'received' });
    // One chain: each step starts where the previous one ended, and the status is where the last one ended.
    for (const [i, event] of events.slice(1).entries()) expect(event.from).toBe(events[i]!.to);
    expect(application.status).toBe(events.at(-1)!.to);
    return { status: application.status as string, events };
  }

  it('the same change 20 times at once from received: one 200, nineteen 409, one event', async () => {
    const candidate = await createCandidate(t.database);
    const id = await applicationId(candidate);
    const won = await race(id, ['in_review'], 'same change');
    expect(won).toEqual(['in_review']);
    const { events } = await timeline(candidate);
    console.log(`pipeline same change: events ${events.length}`);
    expect(events.map((e) => e.to)).toEqual(['received', 'in_review']);
  });

  it('20 different changes at once from received: every 200 is one step of a single consistent chain', async () => {
    const candidate = await createCandidate(t.database);
    const id = await applicationId(candidate);
    // Each request is judged on the status it finds: a later one may apply from where an earlier one led.
    const won = await race(id, ['in_review', 'interview', 'not_selected', 'approved'], 'mixed changes');
    expect(won.length).toBeGreaterThanOrEqual(1);
    const { events } = await timeline(candidate);
    console.log(`pipeline mixed changes: events ${events.length}`);
    expect(events).toHaveLength(won.length + 1);
    expect(
      events
        .slice(1)
        .map((e) => e.to)
        .sort(),
    ).toEqual([...won].sort());
  });
});
