import { MAX_COMPLEMENTS, MAX_DEGREES, MAX_EXPERIENCES } from '@portal/contracts/constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCandidate } from '#server-test/candidates';
import { apiCaller, useTestApp } from '#server-test/test-app';

// Business rules under concurrent requests (decision 0044): 20 requests at once through the whole server, on a
// pool of several connections on PostgreSQL. Every answer is one a client can act on: never a 5xx.
const BURST = 20;
const NOW = new Date('2026-06-15T15:00:00Z');
const t = useTestApp({}, { now: () => NOW });

const call = apiCaller(() => t.app);
const burst = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

/** Counts the answers by "status code" ("409 limit_reached"), printed as the test's figures. */
function tally(label: string, answers: { statusCode: number; json(): { code?: string } }[]) {
  const counts: Record<string, number> = {};
  for (const res of answers) {
    const key = res.statusCode >= 400 ? `${res.statusCode} ${res.json().code}` : String(res.statusCode);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  for (const [key, n] of Object.entries(counts)) console.log(`[reliability] ${label}: ${key} × ${n}`);
  return counts;
}

const degree = (i: number) => ({
  degree: 10,
  course: `Engenharia ${i}`,
  completed: true,
  institution: 'UDESC',
  startDate: '2018-02',
  endDate: '2022-12',
});
const complement = {
  category: 1,
  institution: 'SENAI',
  description: 'NR-10',
  startDate: '2023-01',
  endDate: '2023-03',
};
const experience = { company: 'WEG', role: 'Eletricista', startDate: '2020-01', endDate: '2022-06' };

describe('counted lists hold their limit under 20 concurrent adds', () => {
  const cases = [
    ['degrees', MAX_DEGREES, degree],
    ['complements', MAX_COMPLEMENTS, () => complement],
    ['experiences', MAX_EXPERIENCES, () => experience],
  ] as const;
  it.each(cases)('%s: exactly %i stored, every other add 409 limit_reached', async (section, max, body) => {
    const maria = await createCandidate(t.database, { finished: false });
    const answers = await burst(BURST, (i) => call(maria, 'POST', `/curriculum/${section}/v1`, body(i)));
    const stored = (await call(maria, 'GET', `/curriculum/${section}/v1`)).json() as unknown[];
    console.log(
      `[reliability] ${section}: ${stored.length} stored after ${BURST} concurrent adds (limit ${max})`,
    );
    const counts = tally(`${section} adds`, answers);
    expect(stored).toHaveLength(max);
    expect(counts).toEqual({ '201': max, '409 limit_reached': BURST - max });
  });

  it('the same degree sent 20 times at once is stored once, the rest 409 duplicate_degree', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const answers = await burst(BURST, () => call(maria, 'POST', '/curriculum/degrees/v1', degree(1)));
    const stored = (await call(maria, 'GET', '/curriculum/degrees/v1')).json() as unknown[];
    console.log(`[reliability] duplicate degree: ${stored.length} stored after ${BURST} concurrent adds`);
    expect(tally('duplicate degree adds', answers)).toEqual({ '201': 1, '409 duplicate_degree': BURST - 1 });
    expect(stored).toHaveLength(1);
  });
});

describe('the last degree survives concurrent deletes', () => {
  it('deleting every degree at once, 20 requests, in 5 rounds: one always stays, the others 409 last_degree', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    const rounds = 5;
    let lost = 0;
    const refused: Record<string, number> = {};
    for (let round = 0; round < rounds; round++) {
      // Two new degrees beside the one left over by the previous round (none in the first).
      for (const i of [1, 2]) await call(maria, 'POST', '/curriculum/degrees/v1', degree(round * 10 + i));
      const targets = ((await call(maria, 'GET', '/curriculum/degrees/v1')).json() as { id: number }[]).map(
        (d) => d.id,
      );
      const answers = await burst(BURST, (i) =>
        call(maria, 'DELETE', `/curriculum/degrees/v1/${targets[i % targets.length]}`),
      );
      for (const [key, n] of Object.entries(
        tally(`round ${round + 1}: deletes of ${targets.length}`, answers),
      ))
        refused[key] = (refused[key] ?? 0) + n;
      const left = (await call(maria, 'GET', '/curriculum/degrees/v1')).json() as unknown[];
      if (left.length !== 1) lost++;
      // Keep the rounds going even when the rule broke, so the figure says how often.
      if (left.length === 0) await call(maria, 'POST', '/curriculum/degrees/v1', degree(round * 10 + 9));
    }
    console.log(`[reliability] last degree: lost (or more than one left) in ${lost} of ${rounds} rounds`);
    expect(lost).toBe(0);
    expect(Object.keys(refused).sort()).toEqual(['204', '404 not_found', '409 last_degree']);
  });
});

describe('one candidate per CPF under concurrent saves', () => {
  it('several candidates saving one CPF at once: one wins, the others 409 cpf_in_use', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const candidates = await burst(BURST / 2, () => createCandidate(t.database, { finished: false }));
    const body = {
      picture: `data:image/png;base64,${png.toString('base64')}`,
      name: 'Maria da Silva',
      birthdate: '2000-05-20',
      nationality: 'Brasileira',
      sex: 'female',
      cpf: '529.982.247-25',
      email: 'maria@example.com',
      phone: '(47) 99876-5432',
      secondary_phone: '',
    };
    const answers = await burst(candidates.length, (i) =>
      call(candidates[i]!, 'PUT', '/curriculum/basic-information/v1', body),
    );
    const counts = tally('CPF saves', answers);
    expect(counts).toEqual({ '200': 1, '409 cpf_in_use': candidates.length - 1 });
    const refused = answers.find((res) => res.statusCode === 409)!.json();
    expect(refused.errors).toEqual([{ field: 'cpf', message: expect.any(String) }]);
  });
});

describe('first job and experiences stay consistent under concurrent requests', () => {
  it('adding experiences while answering "first job" (10 rounds): never first_job with experiences stored', async () => {
    const maria = await createCandidate(t.database, { finished: false });
    let inconsistent = 0;
    const rounds = 10;
    for (let round = 0; round < rounds; round++) {
      const answers = await burst(6, (i) =>
        i % 3 === 0
          ? call(maria, 'DELETE', '/curriculum/experiences/v1')
          : call(maria, 'POST', '/curriculum/experiences/v1', experience),
      );
      expect(answers.every((res) => res.statusCode < 500)).toBe(true);
      const firstJob = (await call(maria, 'GET', '/curriculum/experiences/v1/first-job')).json().first_job;
      const stored = ((await call(maria, 'GET', '/curriculum/experiences/v1')).json() as unknown[]).length;
      if (firstJob === true ? stored > 0 : stored === 0) inconsistent++;
    }
    console.log(`[reliability] first job: inconsistent in ${inconsistent} of ${rounds} rounds`);
    expect(inconsistent).toBe(0);
  });
});
