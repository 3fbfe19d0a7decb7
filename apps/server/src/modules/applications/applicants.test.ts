import type { ApplicantsPage, RecruitingApplication } from '@portal/contracts/recruiting';
import { normalizeSearchText } from '@portal/contracts/vacancy-rules';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate } from '#server-test/candidates';
import {
  type Applicant,
  CANDIDATES_API,
  RECRUITING_API,
  type RecruitingFixture,
  recruitingFixture,
  type Who,
} from '#server-test/recruiting';
import { createTestApp, type TestApp } from '#server-test/test-app';

// Decision 0053: a vacancy's applicants a page at a time (keyset, newest first) with
// status filter, accent-free search and counts; one application with its timeline, the whole resume and the other
// applications; each opening logged and given to the candidate in the LGPD export; a deleted candidate gone at once.

// The business clock (applications are dated by it); access tokens are checked against the real one.
let clock = new Date();
const deadline = new Date(clock.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};

let t: TestApp;
let f: RecruitingFixture;
let jaraguaVacancy: number;
let betimVacancy: number;
let candidate: Who;

const list = (vacancyId: number, query: string, who: Who = f.recruiter, language = 'pt-BR') =>
  f.call('GET', `${RECRUITING_API}/vacancies/${vacancyId}/applications${query}`, who, undefined, language);
const open = (id: number, who: Who = f.recruiter) =>
  f.call('GET', `${RECRUITING_API}/applications/${id}`, who);
const move = (id: number, payload: Parameters<RecruitingFixture['move']>[1]) => f.move(id, payload);

/** Every page of a listing, following next_cursor; the ids in order and the pages' counts. */
async function allPages(vacancyId: number, query: Record<string, string>, who: Who = f.recruiter) {
  const ids: number[] = [];
  const counts: ApplicantsPage['counts'][] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
    const res = await list(vacancyId, `?${params}`, who);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as ApplicantsPage;
    expect(page.items.length).toBeLessThanOrEqual(Number(query.limit ?? 25));
    ids.push(...page.items.map((item) => item.id));
    counts.push(page.counts);
    cursor = page.next_cursor;
    pages += 1;
    expect(pages).toBeLessThan(100);
  } while (cursor);
  return { ids, counts, pages };
}

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock, careersBuild: false });
  f = await recruitingFixture(t, { deadline });
  jaraguaVacancy = await f.publishedVacancy(f.jaragua, 'Eletricista de Manutenção');
  betimVacancy = await f.publishedVacancy(f.betim, 'Operador de Empilhadeira');
  candidate = await createCandidate(t.database);
});
afterAll(async () => t.close());

describe('who may see applicants', () => {
  it('anonymous 401, a candidate 403, an employee without recruiting.applications 403 (problem+json)', async () => {
    const { id } = await f.applicant(jaraguaVacancy);
    for (const url of [
      `${RECRUITING_API}/vacancies/${jaraguaVacancy}/applications`,
      `${RECRUITING_API}/applications/${id}`,
    ]) {
      const anonymous = await f.call('GET', url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['content-type']).toContain('application/problem+json');
      expect((await f.call('GET', url, candidate)).statusCode).toBe(403);
      expect((await f.call('GET', url, f.plainEmployee)).statusCode).toBe(403);
      const vacanciesOnly = await f.call('GET', url, f.vacanciesOnly);
      expect(vacanciesOnly.statusCode).toBe(403);
      expect(vacanciesOnly.headers['content-type']).toContain('application/problem+json');
    }
  });

  it("the Betim-only recruiter: another unit's vacancy and application are 404; Betim's answer", async () => {
    const jaraguaApplicant = await f.applicant(jaraguaVacancy);
    const betimApplicant = await f.applicant(betimVacancy);
    const otherUnitList = await list(jaraguaVacancy, '', f.betimRecruiter);
    expect(otherUnitList.statusCode).toBe(404);
    expect(otherUnitList.json().code).toBe('not_found');
    expect((await open(jaraguaApplicant.id, f.betimRecruiter)).statusCode).toBe(404);
    // A vacancy that does not exist answers the same as another unit's: existence is not disclosed.
    expect((await list(999_999, '', f.betimRecruiter)).statusCode).toBe(404);
    expect((await open(999_999, f.betimRecruiter)).statusCode).toBe(404);

    const own = (await list(betimVacancy, '?limit=100', f.betimRecruiter)).json() as ApplicantsPage;
    expect(own.items.map((i) => i.id)).toContain(betimApplicant.id);
    expect((await open(betimApplicant.id, f.betimRecruiter)).statusCode).toBe(200);
  });

  it("the candidate's other applications show only those within the recruiter's units", async () => {
    const { candidate: both, id: betimId } = await f.applicant(betimVacancy, { name: 'Cláudia Duas Vagas' });
    const jaraguaId = await f.apply(both, jaraguaVacancy);
    const forBetim = (await open(betimId, f.betimRecruiter)).json() as RecruitingApplication;
    expect(forBetim.other_applications).toEqual([]);
    const forAll = (await open(betimId, f.recruiter)).json() as RecruitingApplication;
    expect(forAll.other_applications).toEqual([
      expect.objectContaining({
        id: jaraguaId,
        status: 'received',
        vacancy: expect.objectContaining({ id: jaraguaVacancy, status: 'published' }),
      }),
    ]);
  });
});

describe('the applicants table', () => {
  let vacancy: number;
  let applicants: (Applicant & { at: number; name: string })[];

  beforeAll(async () => {
    vacancy = await f.publishedVacancy(f.jaragua, 'Analista de Qualidade');
    const people = [
      { name: 'João Ávila', city: 'São Paulo' },
      { name: 'Maria Conceição', city: 'Jaraguá do Sul', state: 'SC' },
      { name: 'JOANA Müller', city: 'Blumenau', state: 'SC' },
      { name: 'Pedro Alves', email: 'pedro.joao@example.com' },
      { name: 'Ana Lúcia', city: 'SÃO JOSÉ', state: 'SC' },
      { name: 'Bruno Souza' },
      { name: 'Carla Dias', city: 'Curitiba', state: 'PR' },
      { name: 'Joãozinho Lima', city: 'Joinville', state: 'SC' },
      { name: 'Elisa Prado' },
      { name: 'Fábio Nunes', city: 'Itajaí', state: 'SC' },
      { name: 'Gisele Rocha' },
      { name: 'Heitor Brandão', city: 'São Paulo' },
    ];
    applicants = [];
    for (const [index, person] of people.entries()) {
      // Two applicants per minute: pages must order by time and, within one instant, by id.
      if (index % 2 === 0) tick();
      const made = await f.applicant(vacancy, person);
      applicants.push({ ...made, at: clock.getTime(), name: person.name });
    }
    // Some move on in the pipeline.
    for (const index of [0, 3, 4, 7]) {
      expect((await move(applicants[index]!.id, { status: 'in_review' })).statusCode).toBe(200);
    }
    expect((await move(applicants[3]!.id, { status: 'interview', message: 'Até breve' })).statusCode).toBe(
      200,
    );
    expect((await move(applicants[5]!.id, { status: 'not_selected' })).statusCode).toBe(200);
  });

  const newestFirst = (rows: typeof applicants) =>
    [...rows].sort((a, b) => b.at - a.at || b.id - a.id).map((a) => a.id);

  it('paging through every page gives every applicant once, newest first', async () => {
    const { ids, pages, counts } = await allPages(vacancy, { limit: '5' });
    expect(pages).toBe(3);
    expect(ids).toEqual(newestFirst(applicants));
    expect(counts.every((c) => c.total === 12)).toBe(true);
    expect(counts[0]).toEqual({
      received: 7,
      in_review: 3,
      interview: 1,
      approved: 0,
      not_selected: 1,
      withdrawn: 0,
      total: 12,
    });
    // One page of all: no next page. Exactly a page's worth: no empty page after it.
    const single = (await list(vacancy, '?limit=100')).json() as ApplicantsPage;
    expect(single.next_cursor).toBeNull();
    expect((await allPages(vacancy, { limit: '6' })).pages).toBe(2);
  });

  it('an item carries the candidate: name, e-mail, city and state (null without an address)', async () => {
    const page = (await list(vacancy, '?limit=100')).json() as ApplicantsPage;
    const joao = page.items.find((i) => i.id === applicants[0]!.id)!;
    expect(joao).toEqual({
      id: applicants[0]!.id,
      status: 'in_review',
      created_at: new Date(applicants[0]!.at).toISOString(),
      candidate: {
        name: 'João Ávila',
        email: applicants[0]!.candidate.email,
        city: 'São Paulo',
        state: 'SP',
      },
      screening: { meets: true, misses: [] },
      source: 'direct',
      review_requested_at: null,
    });
    const bruno = page.items.find((i) => i.id === applicants[5]!.id)!;
    expect(bruno.candidate).toMatchObject({ name: 'Bruno Souza', city: null, state: null });
  });

  it('filters by status across pages, the counts staying those of every status', async () => {
    const inReview = await allPages(vacancy, { status: 'in_review', limit: '2' });
    expect(inReview.ids).toEqual(newestFirst([applicants[0]!, applicants[4]!, applicants[7]!]));
    expect(inReview.counts[0]).toMatchObject({ in_review: 3, received: 7, total: 12 });
    const approved = (await list(vacancy, '?status=approved')).json() as ApplicantsPage;
    expect(approved).toMatchObject({ items: [], next_cursor: null });
    expect(approved.counts.total).toBe(12);
    // An empty status is no filter (the table's "all" tab).
    expect(((await list(vacancy, '?status=&limit=100')).json() as ApplicantsPage).items).toHaveLength(12);
  });

  it('searches name, e-mail and city without accents or case, across pages, with counts of the matches', async () => {
    // 'joao' finds João, Joãozinho, and Pedro by his e-mail; 'JOÃO' the same.
    const joao = newestFirst([applicants[0]!, applicants[3]!, applicants[7]!]);
    expect((await allPages(vacancy, { q: 'joao', limit: '2' })).ids).toEqual(joao);
    const upper = await allPages(vacancy, { q: '  JOÃO ', limit: '1' });
    expect(upper.ids).toEqual(joao);
    expect(upper.counts[0]).toMatchObject({ in_review: 2, interview: 1, received: 0, total: 3 });
    // Cities: 'sao' finds São Paulo (twice) and SÃO JOSÉ; 'jose' SÃO JOSÉ; 'ITAJAI' Itajaí.
    const sao = await allPages(vacancy, { q: 'sao' });
    expect(sao.ids).toEqual(newestFirst([applicants[0]!, applicants[4]!, applicants[11]!]));
    expect((await allPages(vacancy, { q: 'jose' })).ids).toEqual([applicants[4]!.id]);
    expect((await allPages(vacancy, { q: 'ITAJAI' })).ids).toEqual([applicants[9]!.id]);
    expect((await allPages(vacancy, { q: 'muller' })).ids).toEqual([applicants[2]!.id]);
    // E-mail.
    expect((await allPages(vacancy, { q: applicants[6]!.candidate.email.toUpperCase() })).ids).toEqual([
      applicants[6]!.id,
    ]);
    // Search and status together; the counts follow the search, not the status filter.
    const both = await allPages(vacancy, { q: 'joao', status: 'in_review', limit: '1' });
    expect(both.ids).toEqual(newestFirst([applicants[0]!, applicants[7]!]));
    expect(both.counts[0]).toMatchObject({ in_review: 2, interview: 1, total: 3 });
    // LIKE's wildcards are plain text.
    const wildcard = (await list(vacancy, `?q=${encodeURIComponent('%_')}`)).json() as ApplicantsPage;
    expect(wildcard.items).toEqual([]);
    expect(wildcard.counts.total).toBe(0);
  });

  it('bad limits and cursors are 400 problem+json in the caller language, never a 500', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=1.5', '?status=closed']) {
      const res = await list(vacancy, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const forged = [
      'garbage',
      '!!!!',
      cursorOf({ a: 1 }),
      cursorOf(['2026-02-30T10:00:00.000000Z', 5]),
      cursorOf(['2026-13-01T10:00:00.000000Z', 5]),
      cursorOf(['0000-01-01T00:00:00.000000Z', 5]),
      cursorOf(['2026-01-01T10:00:00Z', 5]),
      cursorOf(['2026-01-01T10:00:00.000000Z', 0]),
      cursorOf(['2026-01-01T10:00:00.000000Z', 2 ** 31]),
      cursorOf(['2026-01-01T10:00:00.000000Z', '5']),
      'a'.repeat(201),
    ];
    for (const cursor of forged) {
      const res = await list(vacancy, `?cursor=${encodeURIComponent(cursor)}`, f.recruiter, 'en-US');
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().errors[0].field).toBe('cursor');
    }
    const english = (await list(vacancy, `?cursor=garbage`, f.recruiter, 'en-US')).json();
    expect(english.errors[0].message).toMatch(/start of the list/);
    const spanish = (await list(vacancy, `?cursor=garbage`, f.recruiter, 'es-ES')).json();
    expect(spanish.errors[0].message).toMatch(/inicio de la lista/);
    // A well-formed cursor is only a position: one from the far past gives an empty last page.
    const past = await list(vacancy, `?cursor=${cursorOf(['1999-01-01T00:00:00.000000Z', 1])}`);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ items: [], next_cursor: null });
  });
});

describe('the search follows the candidate (decision 0059)', () => {
  it('finds a renamed candidate and a new city at once, and no longer by the old ones', async () => {
    const vacancy = await f.publishedVacancy(f.jaragua, 'Torneiro Mecânico');
    const { candidate: who, id } = await f.applicant(vacancy, {
      name: 'Otávio Bastos',
      city: 'Pelotas',
      state: 'RS',
    });
    const found = async (q: string) =>
      ((await list(vacancy, `?q=${encodeURIComponent(q)}`)).json() as ApplicantsPage).items.map((i) => i.id);
    expect(await found('otavio bastos')).toEqual([id]);
    expect(await found('pelotas')).toEqual([id]);

    // The candidate renames themself in the resume (the account follows) and moves to another city.
    const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#663399' } })
      .png()
      .toBuffer();
    const renamed = await f.call('PUT', '/api/curriculum/basic-information/v1', who, {
      picture: `data:image/png;base64,${png.toString('base64')}`,
      name: 'Otávio Quintana',
      birthdate: '1990-05-17',
      nationality: 'Brasileira',
      sex: 'male',
      cpf: '111.444.777-35',
      email: who.email,
      phone: '(47) 99999-0000',
      pcd: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const moved = await f.call('PUT', '/api/curriculum/address/v1', who, {
      country: 'BR',
      postal_code: '01001-000',
      state: 'SP',
      city: 'Campinas',
      district: 'Centro',
      street: 'Rua Barão de Jaguara',
      number: '10',
      complement: '',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    expect(await found('QUINTANA')).toEqual([id]);
    expect(await found('campinas')).toEqual([id]);
    expect(await found('bastos')).toEqual([]);
    expect(await found('pelotas')).toEqual([]);
    const page = (await list(vacancy, '?q=quintana')).json() as ApplicantsPage;
    expect(page.items[0]?.candidate).toMatchObject({
      name: 'Otávio Quintana',
      city: 'Campinas',
      state: 'SP',
    });
    expect(page.counts.total).toBe(1);
  });
});

describe('one application, its resume and the access log', () => {
  it('gives the application, vacancy, candidate, timeline with notes and who, and the whole resume', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const person = await f.applicant(jaraguaVacancy, {
      name: 'Lívia Campos',
      city: 'Joinville',
      state: 'SC',
    });
    const saved = await f.call('PUT', '/api/curriculum/basic-information/v1', person.candidate, {
      picture: `data:image/png;base64,${png.toString('base64')}`,
      name: 'Lívia Campos',
      birthdate: '1994-08-30',
      nationality: 'Brasileira',
      sex: 'female',
      cpf: '390.533.447-05',
      email: 'livia@example.com',
      phone: '(47) 99876-5432',
      secondary_phone: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await move(person.id, { status: 'in_review', message: 'Recebemos', note: 'Perfil forte' })).statusCode,
    ).toBe(200);

    const res = await open(person.id);
    expect(res.statusCode, res.body).toBe(200);
    const application = res.json() as RecruitingApplication;
    expect(application).toMatchObject({
      id: person.id,
      status: 'in_review',
      vacancy: {
        id: jaraguaVacancy,
        title: { 'pt-BR': 'Eletricista de Manutenção' },
        unit: { id: f.jaragua, name: 'Fábrica de Motores — Jaraguá do Sul' },
        status: 'published',
      },
      candidate: { name: 'Lívia Campos', email: person.candidate.email, city: 'Joinville', state: 'SC' },
      other_applications: [],
    });
    expect(application.events).toEqual([
      expect.objectContaining({ from: null, to: 'received', actor: 'candidate', by: null, note: null }),
      expect.objectContaining({
        from: 'received',
        to: 'in_review',
        actor: 'recruiter',
        message: 'Recebemos',
        note: 'Perfil forte',
        by: { id: f.recruiter.userId, name: 'Renata Recrutadora' },
      }),
    ]);
    expect(application.resume.basic_information).toMatchObject({
      name: 'Lívia Campos',
      cpf: '390.533.447-05',
    });
    expect(application.resume.basic_information?.picture).toMatch(/^data:image\/webp;base64,/);
    expect(application.resume.address).toMatchObject({ city: 'Joinville', state: 'SC' });
    expect(application.resume).toMatchObject({ degrees: [], languages: [], experiences: [] });
  });

  it("logs each opening; the candidate's export has the log (who by name) and timelines without notes", async () => {
    const person = await f.applicant(betimVacancy, { name: 'Otávio Reis' });
    expect(
      (await move(person.id, { status: 'in_review', message: 'Olá Otávio', note: 'NOTA-INTERNA-SECRETA' }))
        .statusCode,
    ).toBe(200);
    const before = (await f.call('GET', `${CANDIDATES_API}/export`, person.candidate)).json();
    expect(before.resume_access_log).toEqual([]);
    // Failed attempts are not openings: another unit's recruiter never saw it.
    const other = await f.applicant(jaraguaVacancy);
    expect((await open(other.id, f.betimRecruiter)).statusCode).toBe(404);

    tick();
    const first = clock.toISOString();
    expect((await open(person.id, f.betimRecruiter)).statusCode).toBe(200);
    tick();
    expect((await open(person.id, f.recruiter)).statusCode).toBe(200);

    const exported = (await f.call('GET', `${CANDIDATES_API}/export`, person.candidate)).json();
    expect(exported.resume_access_log).toEqual([
      {
        at: first,
        purpose: 'application',
        application_id: person.id,
        vacancy_id: betimVacancy,
        vacancy_title: expect.objectContaining({ 'pt-BR': 'Operador de Empilhadeira' }),
        recruiter: { name: 'Beatriz de Betim' },
      },
      {
        at: clock.toISOString(),
        purpose: 'application',
        application_id: person.id,
        vacancy_id: betimVacancy,
        vacancy_title: expect.objectContaining({ 'pt-BR': 'Operador de Empilhadeira' }),
        recruiter: { name: 'Renata Recrutadora' },
      },
    ]);
    const [mine] = exported.applications;
    expect(mine).toMatchObject({ id: person.id, vacancy_id: betimVacancy, status: 'in_review' });
    expect(mine.events).toEqual([
      {
        at: expect.any(String),
        kind: 'status',
        from: null,
        to: 'received',
        message: null,
        reason: null,
        actor: 'candidate',
      },
      {
        at: expect.any(String),
        kind: 'status',
        from: 'received',
        to: 'in_review',
        message: 'Olá Otávio',
        reason: null,
        actor: 'recruiter',
      },
    ]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain('NOTA-INTERNA-SECRETA');
    expect(text).not.toContain(f.recruiter.userId);
    expect(text).not.toContain(f.betimRecruiter.userId);
    // Someone else's export does not have these openings.
    const otherExport = (await f.call('GET', `${CANDIDATES_API}/export`, other.candidate)).json();
    expect(otherExport.resume_access_log).toEqual([]);
  });
});

describe('a deleted candidate', () => {
  it('is gone from every recruiter view at once: list, counts, search and the application', async () => {
    const vacancy = await f.publishedVacancy(f.betim, 'Auxiliar de Produção');
    const staying = await f.applicant(vacancy, { name: 'Rafaela Mendes' });
    const leaving = await f.applicant(vacancy, { name: 'Sérgio Leaving', city: 'Contagem', state: 'MG' });
    const otherApplication = await f.apply(leaving.candidate, betimVacancy);
    expect((await open(leaving.id)).statusCode).toBe(200);
    const before = (await list(vacancy, '')).json() as ApplicantsPage;
    expect(before.counts.total).toBe(2);

    const deleted = await f.call('DELETE', `${CANDIDATES_API}/delete-account`, leaving.candidate);
    expect(deleted.statusCode).toBe(204);

    const after = (await list(vacancy, '')).json() as ApplicantsPage;
    expect(after.items.map((i) => i.id)).toEqual([staying.id]);
    expect(after.counts).toMatchObject({ received: 1, total: 1 });
    expect(((await list(vacancy, '?q=sergio')).json() as ApplicantsPage).counts.total).toBe(0);
    expect((await open(leaving.id)).statusCode).toBe(404);
    expect((await open(otherApplication)).statusCode).toBe(404);
    const betimList = (await list(betimVacancy, '?limit=100')).json() as ApplicantsPage;
    expect(betimList.items.map((i) => i.id)).not.toContain(otherApplication);
    // And the vacancy list's applicant counts no longer count them.
    const detail = (await f.call('GET', `${RECRUITING_API}/vacancies/${vacancy}`, f.recruiter)).json();
    expect(detail.applicants.total).toBe(1);
  });
});

describe('the search normalisation in SQL', () => {
  it("agrees with contracts' normalizeSearchText on Latin letters, case, decomposed accents and blanks", async () => {
    const letters: string[] = [];
    for (const [from, to] of [
      [0x41, 0x5a],
      [0xc0, 0x24f],
      [0x1e00, 0x1eff],
    ] as const) {
      for (let c = from; c <= to; c++) {
        // Letters that normalise to two (ŉ → ʼn) are outside the SQL map, and outside Portuguese and Spanish.
        const letter = String.fromCodePoint(c);
        if (normalizeSearchText(letter).length === 1) letters.push(letter);
      }
    }
    const samples = [
      letters.join('x'),
      'JOÃO  da   Conceição\tÁVILA ',
      'Jo\u0061\u0303o Sa\u0301',
      'ÑANDÚ Müller-Lüdenscheidt Œuvre Ærø',
      'plain ascii 123 @example.com',
    ];
    for (const sample of samples) {
      const rows = (await t.database.db.execute(
        sql`select normalized_search_text(${sample}) as value`,
      )) as unknown as { rows: { value: string }[] } | { value: string }[];
      const value = Array.isArray(rows) ? rows[0]!.value : rows.rows[0]!.value;
      expect(value, sample).toBe(normalizeSearchText(sample));
    }
  });
});
