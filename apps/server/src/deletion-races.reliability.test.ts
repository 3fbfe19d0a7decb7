import { SAMPLE_ADDRESS } from '@portal/contracts/test/sample-address';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRecruitingFixture } from '#server-test/recruiting';
import { cpfOf } from '#server-test/resume';
import { createTestApp } from '#server-test/test-app';

/*
 * Decision 0066: a candidate deletes the account while a recruiter opens and moves the application and the candidate
 * still saves the address and renames the resume. Whatever the interleaving, the requests that lose to the deletion
 * answer 404 (the resource is gone) or 401 (the session ended), a deadlock is retried, and nothing answers 500. On
 * PostgreSQL (pool of 5) the requests really run at once; on PGlite they interleave between awaits.
 */

const API = '/api/recruiting/v1';
const ROUNDS = process.env.TEST_DB === 'postgres' ? 60 : 15;

const { t, f } = useRecruitingFixture(() => createTestApp({}, { careersBuild: false }));
let vacancy: number;
let picture: string;

beforeAll(async () => {
  vacancy = await f.publishedVacancy(f.jaragua, 'Auxiliar de Produção');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  picture = `data:image/png;base64,${png.toString('base64')}`;
});

const jitter = () => new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 6)));

describe('account deletion racing the recruiter and the candidate', () => {
  it(`${ROUNDS} rounds: deletion vs opening, moving, address save and rename — never a 500`, async () => {
    const tally = new Map<string, number>();
    const unexpected: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { candidate, id } = await f.applicant(vacancy);
      const asCandidate = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
        t.app.inject({
          method,
          url,
          headers: { authorization: candidate.authorization },
          // Deleting an account is rate limited per client (10 in 15 min): each round is another client.
          remoteAddress: `10.0.${Math.floor(round / 250)}.${(round % 250) + 1}`,
          ...(payload ? { payload } : {}),
        });
      const requests: [string, () => Promise<LightMyRequestResponse>][] = [
        ['delete', () => asCandidate('DELETE', '/api/curriculum/candidates/v1/delete-account')],
        ['open', () => f.call('GET', `${API}/applications/${id}`, f.recruiter)],
        ['open', () => f.call('GET', `${API}/applications/${id}`, f.recruiter)],
        [
          'move',
          () =>
            f.call('POST', `${API}/applications/${id}/status`, f.recruiter, {
              from: 'received',
              status: 'in_review',
            }),
        ],
        [
          'move',
          () =>
            f.call('POST', `${API}/applications/${id}/status`, f.recruiter, {
              from: 'received',
              status: 'not_selected',
              reason: 2,
            }),
        ],
        [
          'bulk',
          () =>
            f.call('POST', `${API}/vacancies/${vacancy}/applications/not-selected`, f.recruiter, {
              applications: [{ id, from: 'received' }],
              reason: 2,
            }),
        ],
        ['address', () => asCandidate('PUT', '/api/curriculum/address/v1', SAMPLE_ADDRESS)],
        [
          'address',
          () => asCandidate('PUT', '/api/curriculum/address/v1', { ...SAMPLE_ADDRESS, number: '2' }),
        ],
        [
          'rename',
          () =>
            asCandidate('PUT', '/api/curriculum/basic-information/v1', {
              picture,
              name: `Renomeada ${round}`,
              birthdate: '1994-08-30',
              nationality: 'Brasileira',
              sex: 'female',
              cpf: cpfOf(100_000_000 + round * 7 + 3),
              email: candidate.email,
              phone: '(47) 99876-5432',
              secondary_phone: '',
            }),
        ],
      ];
      const answers = await Promise.all(
        requests.map(async ([kind, send]) => {
          await jitter();
          return [kind, await send()] as const;
        }),
      );
      for (const [kind, answer] of answers) {
        const key = `${kind} ${answer.statusCode}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
        if (answer.statusCode >= 500) unexpected.push(`${key}: ${answer.body.slice(0, 300)}`);
        else if (answer.statusCode >= 400) {
          expect(answer.headers['content-type'], key).toContain('application/problem+json');
        }
      }
      expect(answers[0]![1].statusCode, 'the deletion itself').toBe(204);
    }
    for (const [key, n] of [...tally].sort()) console.log(`deletion races: ${key} × ${n}`);
    expect(unexpected).toEqual([]);
  }, 240_000);
});
