import type { VacancyBodyInput } from '@portal/contracts/recruiting';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents } from '#server/db/schema';
import { createCandidate } from '#server-test/candidates';
import { PUBLIC_VACANCIES_API, RECRUITING_API, useRecruitingFixture } from '#server-test/recruiting';
import { createMailingTestApp } from '#server-test/test-app';

// Issue 29 (decision 0105): screening questions that flag and never reject, the candidate's review request, the
// recruiter's answers and filters, reasons for 'not selected' and the source of every application. On PGlite and
// PostgreSQL (where the concurrent requests really run at once).

const { t, f } = useRecruitingFixture(() => createMailingTestApp({}, { careersBuild: false }));
const MINE = `${PUBLIC_VACANCIES_API}/user`;

type Questions = NonNullable<VacancyBodyInput['questions']>;
const QUESTIONS: Questions = [
  {
    key: 'cnh',
    kind: 'yes_no',
    text: {
      'pt-BR': 'Você tem CNH categoria D?',
      'en-US': 'Do you hold a category D driving licence?',
      'es-ES': '¿Tienes licencia de conducir categoría D?',
    },
    required: true,
    requirement: {
      accepts: ['yes'],
      reason: {
        'pt-BR': 'Esta vaga exige CNH categoria D',
        'en-US': 'This vacancy requires a category D driving licence',
        'es-ES': 'Esta vacante exige licencia de conducir categoría D',
      },
    },
  },
  {
    key: 'shift',
    kind: 'single_choice',
    text: { 'pt-BR': 'Em qual turno você pode trabalhar?', 'es-ES': '¿En qué turno puedes trabajar?' },
    options: [
      { key: 'day', text: { 'pt-BR': 'Diurno', 'es-ES': 'Diurno' } },
      { key: 'night', text: { 'pt-BR': 'Noturno', 'es-ES': 'Nocturno' } },
    ],
    required: true,
    requirement: { accepts: ['night'], reason: { 'pt-BR': 'O trabalho é no turno da noite' } },
  },
  {
    key: 'years',
    kind: 'number',
    text: { 'pt-BR': 'Quantos anos de experiência com empilhadeira?' },
    unit: { 'pt-BR': 'anos' },
    required: false,
    requirement: { min: 1, reason: { 'pt-BR': 'Pedimos ao menos 1 ano de experiência' } },
  },
  { key: 'about', kind: 'short_text', text: { 'pt-BR': 'Por que você quer esta vaga?' }, required: false },
];

const MEETS = [
  { key: 'cnh', value: 'yes' },
  { key: 'shift', value: 'night' },
  { key: 'years', value: 3 },
];
const MISSES = [
  { key: 'cnh', value: 'no' },
  { key: 'shift', value: 'night' },
  { key: 'years', value: 0.5 },
];

let vacancy: number;
const finishedCandidate = () => createCandidate(t.database, { name: 'Carla Candidata' });
const apply = (who: { authorization: string }, body: object, language = 'pt-BR') =>
  f.call('POST', PUBLIC_VACANCIES_API, who, { vacancy_id: vacancy, ...body }, language);

beforeAll(async () => {
  vacancy = await f.publishedVacancy(f.jaragua, 'Operador de Empilhadeira', { questions: QUESTIONS });
});

describe("the vacancy's questions", () => {
  it('the editor keeps them; a requirement on a short text, 11 questions or a single option are 400', async () => {
    const stored = (await f.call('GET', `${RECRUITING_API}/vacancies/${vacancy}`, f.recruiter)).json();
    expect(stored.questions.map((q: { key: string }) => q.key)).toEqual(['cnh', 'shift', 'years', 'about']);
    expect(stored.questions[0].requirement).toMatchObject({ accepts: ['yes'] });

    const refused = async (questions: unknown[], field: string) => {
      const res = await f.call(
        'POST',
        `${RECRUITING_API}/vacancies`,
        f.recruiter,
        f.vacancyBody(f.jaragua, 'Vaga recusada', { questions: questions as Questions }),
        'en-US',
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    };
    await refused(
      [{ ...QUESTIONS[3], requirement: { accepts: ['x'], reason: { 'pt-BR': 'Não' } } }],
      'questions.0.requirement',
    );
    await refused(
      Array.from({ length: 11 }, (_, i) => ({ ...QUESTIONS[3], key: `q${i}` })),
      'questions',
    );
    await refused(
      [{ ...QUESTIONS[1], options: [QUESTIONS[1]!.options![0]], requirement: undefined }],
      'questions.0.options',
    );
    await refused(
      [{ ...QUESTIONS[0], requirement: { accepts: ['maybe'], reason: { 'pt-BR': 'x' } } }],
      'questions.0.requirement.accepts',
    );
  });

  it('the public vacancy shows them with the reasons in the reader’s language, never the accepted answers', async () => {
    const res = await f.call('GET', `${PUBLIC_VACANCIES_API}/${vacancy}`, undefined, undefined, 'en-US');
    expect(res.statusCode, res.body).toBe(200);
    const { questions } = res.json();
    expect(questions[0]).toEqual({
      key: 'cnh',
      kind: 'yes_no',
      text: 'Do you hold a category D driving licence?',
      required: true,
      requirement: { reason: 'This vacancy requires a category D driving licence' },
    });
    // A text without English is read in Portuguese.
    expect(questions[2]).toMatchObject({
      kind: 'number',
      unit: 'anos',
      requirement: { reason: 'Pedimos ao menos 1 ano de experiência' },
    });
    expect(JSON.stringify(questions)).not.toContain('accepts');
    expect(JSON.stringify(questions)).not.toContain('"min"');
  });

  it('after the first application they may gain optional questions but not change (409 questions_locked)', async () => {
    const locked = await f.publishedVacancy(f.jaragua, 'Auxiliar de Produção', { questions: QUESTIONS });
    const applied = await apply(await finishedCandidate(), { vacancy_id: locked, answers: MEETS });
    expect(applied.statusCode, applied.body).toBe(201);
    const put = (questions: Questions) =>
      f.call(
        'PUT',
        `${RECRUITING_API}/vacancies/${locked}`,
        f.recruiter,
        f.vacancyBody(f.jaragua, 'Auxiliar de Produção', { questions }),
        'es-ES',
      );
    const changed = await put([{ ...QUESTIONS[0]!, required: false }, ...QUESTIONS.slice(1)]);
    expect(changed.statusCode, changed.body).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'questions_locked' });
    const extraRequired = {
      key: 'nr11',
      kind: 'yes_no' as const,
      text: { 'pt-BR': 'Tem NR-11?' },
      required: true,
    };
    expect((await put([...QUESTIONS, extraRequired])).statusCode).toBe(409);
    const extraOptional = await put([...QUESTIONS, { ...extraRequired, required: false }]);
    expect(extraOptional.statusCode, extraOptional.body).toBe(200);
    expect(extraOptional.json().questions).toHaveLength(5);
  });
});

describe('applying with answers', () => {
  it('a required question left blank, an unknown key, a yes/no that is neither, a choice not offered: 400 naming it, nothing stored', async () => {
    const c = await finishedCandidate();
    const blank = await apply(c, { answers: [{ key: 'shift', value: 'night' }] }, 'es-ES');
    expect(blank.statusCode, blank.body).toBe(400);
    expect(blank.json().errors).toEqual([expect.objectContaining({ field: 'answers.cnh' })]);
    expect(blank.json().detail).toContain('¿Tienes licencia de conducir categoría D?');

    const cases: [object[], string][] = [
      [[...MEETS, { key: 'nope', value: 'yes' }], 'answers.nope'],
      [[{ key: 'cnh', value: 'talvez' }, MEETS[1]!], 'answers.cnh'],
      [[MEETS[0]!, { key: 'shift', value: 'evening' }], 'answers.shift'],
      [[...MEETS.slice(0, 2), { key: 'years', value: 'muitos' }], 'answers.years'],
    ];
    for (const [answers, field] of cases) {
      const res = await apply(c, { answers });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await f.call('GET', MINE, c)).json()).toEqual([]);
  });

  it('a missed requirement is received like any other, flagged with each reason in the reader’s language', async () => {
    const c = await finishedCandidate();
    const res = await apply(c, { answers: MISSES }, 'es-ES');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'received', review_requested_at: null });
    const [mine] = (await f.call('GET', MINE, c, undefined, 'es-ES')).json();
    expect(mine.status).toBe('received');
    expect(mine.screening).toEqual({
      meets: false,
      misses: [
        {
          key: 'cnh',
          question: '¿Tienes licencia de conducir categoría D?',
          reason: 'Esta vacante exige licencia de conducir categoría D',
        },
        {
          key: 'years',
          question: 'Quantos anos de experiência com empilhadeira?',
          reason: 'Pedimos ao menos 1 ano de experiência',
        },
      ],
    });

    const ok = await finishedCandidate();
    expect(
      (await apply(ok, { answers: [...MEETS, { key: 'about', value: 'Moro perto.' }] })).statusCode,
    ).toBe(201);
    expect((await f.call('GET', MINE, ok)).json()[0].screening).toEqual({ meets: true, misses: [] });
  });

  it('the recruiter reads the answers with the texts they answered, the flag and the source', async () => {
    const c = await finishedCandidate();
    const res = await apply(c, { answers: MISSES, source: 'external', source_detail: 'indeed' });
    expect(res.statusCode, res.body).toBe(201);
    const detail = (
      await f.call('GET', `${RECRUITING_API}/applications/${res.json().id}`, f.recruiter)
    ).json();
    expect(detail).toMatchObject({
      source: 'external',
      source_detail: 'indeed',
      screening: { meets: false },
    });
    expect(detail.answers).toEqual([
      expect.objectContaining({
        key: 'cnh',
        value: 'no',
        meets: false,
        reason: QUESTIONS[0]!.requirement!.reason,
      }),
      expect.objectContaining({
        key: 'shift',
        value: 'night',
        meets: true,
        option_text: { 'pt-BR': 'Noturno', 'es-ES': 'Nocturno' },
      }),
      expect.objectContaining({ key: 'years', value: 0.5, meets: false, unit: { 'pt-BR': 'anos' } }),
    ]);
    expect(detail.answers[0].text['pt-BR']).toBe('Você tem CNH categoria D?');
    expect(detail.screening.misses.map((m: { key: string }) => m.key)).toEqual(['cnh', 'years']);
  });
});

describe('the applicants table', () => {
  it('filters screening=meets|misses and source=, the counts following the filter, the misses’ reasons on each row', async () => {
    const table = await f.publishedVacancy(f.jaragua, 'Soldador', { questions: QUESTIONS });
    const flagged: number[] = [];
    const meeting: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await apply(await finishedCandidate(), {
        vacancy_id: table,
        answers: MISSES,
        source: 'alert',
      });
      flagged.push(res.json().id);
    }
    for (let i = 0; i < 2; i++) {
      const res = await apply(await finishedCandidate(), {
        vacancy_id: table,
        answers: MEETS,
        ...(i === 0 ? { source: 'external', source_detail: 'indeed' } : {}),
      });
      meeting.push(res.json().id);
    }
    const list = (query: string) =>
      f.call('GET', `${RECRUITING_API}/vacancies/${table}/applications${query}`, f.recruiter);
    const misses = (await list('?screening=misses')).json();
    expect(misses.items.map((i: { id: number }) => i.id).sort()).toEqual([...flagged].sort());
    expect(misses.counts).toMatchObject({ received: 3, total: 3 });
    expect(misses.items[0].screening.misses).toEqual([
      { key: 'cnh', question: QUESTIONS[0]!.text, reason: QUESTIONS[0]!.requirement!.reason },
      { key: 'years', question: QUESTIONS[2]!.text, reason: QUESTIONS[2]!.requirement!.reason },
    ]);
    const meets = (await list('?screening=meets')).json();
    expect(meets.items.map((i: { id: number }) => i.id).sort()).toEqual([...meeting].sort());
    expect(meets.counts).toMatchObject({ total: 2 });
    const external = (await list('?source=external')).json();
    expect(external.items.map((i: { id: number }) => i.id)).toEqual([meeting[0]]);
    expect(external.items[0].source).toBe('external');
    expect((await list('?source=alert&screening=meets')).json().items).toEqual([]);
    expect((await list('?screening=all')).statusCode).toBe(400);
    expect((await list('?source=linkedin')).statusCode).toBe(400);
    // Another unit's recruiter sees nothing of it.
    const betim = await f.call(
      'GET',
      `${RECRUITING_API}/vacancies/${table}/applications?screening=misses`,
      f.betimRecruiter,
    );
    expect(betim.statusCode).toBe(404);

    // The ones that missed, not selected at once with one message and one reason.
    const ended = await f.call(
      'POST',
      `${RECRUITING_API}/vacancies/${table}/applications/not-selected`,
      f.recruiter,
      {
        applications: flagged.map((id) => ({ id, from: 'received' })),
        message: 'Obrigado pelo interesse.',
        reason: 1,
      },
    );
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().updated.sort()).toEqual([...flagged].sort());
    expect((await list('?screening=misses&status=not_selected')).json().counts).toMatchObject({
      not_selected: 3,
      received: 0,
    });
  });
});

describe('moving the filtered set on', () => {
  it('moves those that meet to interview with one message, each from the status seen; twice at once moves each once', async () => {
    const table = await f.publishedVacancy(f.jaragua, 'Montador', { questions: QUESTIONS });
    const meeting: number[] = [];
    for (let i = 0; i < 4; i++)
      meeting.push((await apply(await finishedCandidate(), { vacancy_id: table, answers: MEETS })).json().id);
    const flagged = (await apply(await finishedCandidate(), { vacancy_id: table, answers: MISSES })).json()
      .id;
    const url = `${RECRUITING_API}/vacancies/${table}/applications/status`;
    const meets = (
      await f.call('GET', `${RECRUITING_API}/vacancies/${table}/applications?screening=meets`, f.recruiter)
    ).json();
    const body = {
      applications: meets.items.map((i: { id: number; status: string }) => ({ id: i.id, from: i.status })),
      status: 'interview',
      message: 'Entrevista coletiva na terça às 8h, portaria 2.',
    };
    expect((await f.call('POST', url, undefined, body)).statusCode).toBe(401);
    expect((await f.call('POST', url, f.plainEmployee, body)).statusCode).toBe(403);
    expect((await f.call('POST', url, f.betimRecruiter, body)).statusCode).toBe(404);
    expect((await f.call('POST', url, f.recruiter, { ...body, status: 'approved' })).statusCode).toBe(400);

    const [one, two] = await Promise.all([
      f.call('POST', url, f.recruiter, body),
      f.call('POST', url, f.recruiter, body),
    ]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    const updated = [...one.json().updated, ...two.json().updated].sort();
    expect(updated).toEqual([...meeting].sort());
    for (const id of meeting) {
      const events = await t.database.db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, id));
      expect(events.map((e) => e.toStatus)).toEqual(['received', 'interview']);
    }
    const after = (
      await f.call('GET', `${RECRUITING_API}/vacancies/${table}/applications`, f.recruiter)
    ).json();
    expect(after.counts).toMatchObject({ interview: 4, received: 1 });
    expect(after.items.find((i: { id: number }) => i.id === flagged).status).toBe('received');
  });
});

describe('asking for a review', () => {
  const review = (
    who: { authorization: string } | undefined,
    id: number,
    message: unknown,
    language = 'pt-BR',
  ) => f.call('POST', `${MINE}/${id}/review-request`, who, { message }, language);

  it('a flagged application: 201 once, the recruiters of the unit told by bell and mail, in the timeline', async () => {
    const c = await finishedCandidate();
    const id = (await apply(c, { answers: MISSES })).json().id as number;

    expect((await review(undefined, id, 'Tenho CNH D.')).statusCode).toBe(401);
    expect((await review(f.recruiter, id, 'Tenho CNH D.')).statusCode).toBe(403);
    expect((await review(await finishedCandidate(), id, 'Tenho CNH D.')).statusCode).toBe(404);
    const empty = await review(c, id, '   ', 'en-US');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('message');

    const asked = await review(c, id, 'Tirei a CNH D na semana passada;\nenvio a cópia na entrevista.');
    expect(asked.statusCode, asked.body).toBe(201);
    expect(Date.parse(asked.json().review_requested_at)).not.toBeNaN();
    expect((await f.call('GET', MINE, c)).json()[0].review_requested_at).toBe(
      asked.json().review_requested_at,
    );

    const again = await review(c, id, 'De novo', 'es-ES');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'review_already_requested', title: 'Revisión ya solicitada' });

    // The recruiter of every unit is told; the Betim-only recruiter is not (a Jaraguá vacancy).
    const mail = await t.sink.waitFor(
      (m) => m.to.includes(f.recruiter.email) && m.subject.includes('Pedido de revisão'),
    );
    expect(mail.text).toContain('Tirei a CNH D na semana passada;');
    expect(mail.text).toContain(`/recrutamento/candidaturas/${id}`);
    const bell = (who: { authorization: string }) =>
      f
        .call('GET', '/api/intranet/user/v1/notifications?limit=20', who)
        .then((r) => r.json() as { title: string }[]);
    expect((await bell(f.recruiter)).some((n) => n.title.includes('Operador de Empilhadeira'))).toBe(true);
    expect((await bell(f.betimRecruiter)).some((n) => n.title.includes('Operador de Empilhadeira'))).toBe(
      false,
    );
    expect(t.sink.mails.some((m) => m.to.includes(f.betimRecruiter.email))).toBe(false);

    const detail = (await f.call('GET', `${RECRUITING_API}/applications/${id}`, f.recruiter)).json();
    expect(detail.review_requested_at).toBe(asked.json().review_requested_at);
    expect(detail.events.at(-1)).toMatchObject({
      kind: 'review_request',
      from: 'received',
      to: 'received',
      actor: 'candidate',
      message: 'Tirei a CNH D na semana passada;\nenvio a cópia na entrevista.',
    });

    // Answered by a status change with a message, which the candidate reads.
    expect(
      (await f.move(id, { status: 'in_review', message: 'Vamos conferir a CNH na entrevista.' })).statusCode,
    ).toBe(200);
    const [mine] = (await f.call('GET', MINE, c)).json();
    expect(mine.status).toBe('in_review');
    expect(mine.events.at(-1)).toMatchObject({
      to: 'in_review',
      message: 'Vamos conferir a CNH na entrevista.',
    });
  });

  it('an application that meets, or one withdrawn, cannot ask (409 invalid_transition); a message too long is 400', async () => {
    const c = await finishedCandidate();
    const id = (await apply(c, { answers: MEETS })).json().id as number;
    const meets = await review(c, id, 'Quero revisão');
    expect(meets.statusCode).toBe(409);
    expect(meets.json().code).toBe('invalid_transition');

    const w = await finishedCandidate();
    const flagged = (await apply(w, { answers: MISSES })).json().id as number;
    expect((await review(w, flagged, 'x'.repeat(1001))).statusCode).toBe(400);
    expect((await f.call('DELETE', `${PUBLIC_VACANCIES_API}/${vacancy}`, w)).statusCode).toBeLessThan(300);
    expect((await review(w, flagged, 'Quero revisão')).json().code).toBe('invalid_transition');
  });

  it('10 requests at once: exactly one recorded and told', async () => {
    const c = await finishedCandidate();
    const id = (await apply(c, { answers: MISSES })).json().id as number;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => review(c, id, `Pedido ${i}`)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events.filter((e) => e.kind === 'review_request')).toHaveLength(1);
  });
});

describe("'not selected' with a reason", () => {
  it('is required (400 in the caller’s language); the candidate reads the reason’s sentence, never the note', async () => {
    const { id, candidate } = await f.applicant(await f.publishedVacancy(f.jaragua, 'Pintor Industrial'), {
      locale: 'es-ES',
    });
    const without = await f.call(
      'POST',
      `${RECRUITING_API}/applications/${id}/status`,
      f.recruiter,
      {
        from: 'received',
        status: 'not_selected',
      },
      'en-US',
    );
    expect(without.statusCode).toBe(400);
    expect(without.json().errors[0].field).toBe('reason');
    expect((await f.move(id, { status: 'in_review', reason: 3 })).statusCode).toBe(400);
    expect((await f.move(id, { status: 'not_selected', reason: 99 })).statusCode).toBe(400);

    const ended = await f.move(id, { status: 'not_selected', reason: 3, note: 'Mora a 80 km' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().events.at(-1)).toMatchObject({ kind: 'status', reason: 3, note: 'Mora a 80 km' });
    const [mine] = (await f.call('GET', MINE, candidate, undefined, 'es-ES')).json();
    const last = mine.events.at(-1);
    expect(last.to).toBe('not_selected');
    expect(typeof last.reason).toBe('string');
    expect(last.reason.length).toBeGreaterThan(20);
    expect(JSON.stringify(mine)).not.toContain('Mora a 80 km');
    // The status mail carries the same sentence, in the candidate's language.
    const mail = await t.sink.waitFor(
      (m) => m.to.includes(candidate.email) && m.text.includes(last.reason.slice(0, 30)),
    );
    expect(mail.text).not.toContain('Mora a 80 km');
  });
});
