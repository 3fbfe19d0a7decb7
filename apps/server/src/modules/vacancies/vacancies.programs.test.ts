import { type VacancyListItem, type VacancyQuery, vacancyQuerySchema } from '@portal/contracts/vacancies';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vacancies } from '#server/db/schema';
import { problemFields } from '#server-test/problems';
import { RECRUITING_API as API, PUBLIC_VACANCIES_API as PUBLIC } from '#server-test/recruiting';
import { useVacancyFieldsTests, VACANCY_FIELDS_CLOCK } from '#server-test/vacancy-fields';
import { vacanciesRepository } from './vacancies.repository';
import { listCacheKey, vacanciesService } from './vacancies.service';

// A vacancy's program (regular, young apprentice, internship) and whether it is exclusive to
// people with disabilities, set by the recruiter and filtered by the public list (DESIGN §2).

const { t, f, body, submit, create, publish, publicIds } = useVacancyFieldsTests();
const ids: Record<'regular' | 'apprentice' | 'internship' | 'pcd' | 'pcdApprentice', number> = {
  regular: 0,
  apprentice: 0,
  internship: 0,
  pcd: 0,
  pcdApprentice: 0,
};

const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

beforeAll(async () => {
  // A body without the fields (an older client) is a regular vacancy open to everyone.
  const { program: _p, pcd_exclusive: _e, ...bare } = body('Técnico de Manutenção');
  ids.regular = await create(bare);
  ids.apprentice = await create(body('Jovem Aprendiz — Produção', { program: 'apprentice' }));
  ids.internship = await create(body('Estágio em Engenharia', { program: 'internship' }));
  ids.pcd = await create(body('Inspetor de Qualidade', { pcd_exclusive: true }));
  ids.pcdApprentice = await create(
    body('Jovem Aprendiz — Administrativo', { program: 'apprentice', pcd_exclusive: true }),
  );
  for (const id of Object.values(ids)) await publish(id);
});

describe('the recruiters’ vacancy API', () => {
  it('stores program and pcd_exclusive, regular and false when a body leaves them out', async () => {
    const read = async (id: number) => (await f.call('GET', `${API}/vacancies/${id}`, f.recruiter)).json();
    expect(await read(ids.regular)).toMatchObject({ program: 'regular', pcd_exclusive: false });
    expect(await read(ids.apprentice)).toMatchObject({ program: 'apprentice', pcd_exclusive: false });
    expect(await read(ids.pcdApprentice)).toMatchObject({ program: 'apprentice', pcd_exclusive: true });
    const list = (await f.call('GET', `${API}/vacancies`, f.recruiter)).json() as {
      id: number;
      program: string;
      pcd_exclusive: boolean;
    }[];
    expect(list.find((v) => v.id === ids.internship)).toMatchObject({
      program: 'internship',
      pcd_exclusive: false,
    });
    expect(list.find((v) => v.id === ids.pcd)).toMatchObject({ program: 'regular', pcd_exclusive: true });
  });

  it('changes them with an update, which the public list shows at once', async () => {
    const id = await create(body('Assistente Administrativo'));
    await publish(id);
    expect(await publicIds('?program=internship')).toEqual([ids.internship]);
    const updated = await f.call(
      'PUT',
      `${API}/vacancies/${id}`,
      f.recruiter,
      body('Assistente Administrativo', { program: 'internship', pcd_exclusive: true }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ program: 'internship', pcd_exclusive: true });
    expect(await publicIds('?program=internship')).toEqual(sorted(ids.internship, id));
    // Every field is replaced: a body without them sets them back to regular and open to everyone.
    const { program: _p, pcd_exclusive: _e, ...bare } = body('Assistente Administrativo');
    const reset = await f.call('PUT', `${API}/vacancies/${id}`, f.recruiter, bare);
    expect(reset.json()).toMatchObject({ program: 'regular', pcd_exclusive: false });
    expect(await publicIds('?program=internship')).toEqual([ids.internship]);
    const closed = await f.call('POST', `${API}/vacancies/${id}/close`, f.recruiter);
    expect(closed.statusCode).toBe(200);
  });

  it.each([
    ['pt-BR', 'Escolha uma das opções oferecidas'],
    ['en-US', 'Choose one of the options offered'],
    ['es-ES', 'Elige una de las opciones disponibles'],
  ])(
    'refuses an unknown program or a pcd_exclusive that is not a boolean (%s)',
    async (language, message) => {
      const res = await submit(
        body('Soldador', { program: 'trainee' as never, pcd_exclusive: 'yes' as never }),
        language,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'program', message },
          { field: 'pcd_exclusive', message },
        ]),
      );
    },
  );
});

describe('a program implies its contract (decision 0088)', () => {
  const read = async (id: number) => (await f.call('GET', `${API}/vacancies/${id}`, f.recruiter)).json();

  it('an apprentice or internship vacancy is hired on its own contract, whatever contract_type says or without it', async () => {
    // The bodies of the vacancies above said 'clt' beside the program: the program decided.
    expect(await read(ids.apprentice)).toMatchObject({ program: 'apprentice', contract_type: 'apprentice' });
    expect(await read(ids.internship)).toMatchObject({ program: 'internship', contract_type: 'internship' });
    const { contract_type: _c, ...withoutContract } = body('Estágio em Qualidade', { program: 'internship' });
    const id = await create(withoutContract);
    expect(await read(id)).toMatchObject({ program: 'internship', contract_type: 'internship' });
    const publicPage = await f.call('GET', `${PUBLIC}/${ids.apprentice}`);
    expect(publicPage.json()).toMatchObject({ program: 'apprentice', contract_type: 'apprentice' });
  });

  it('a regular vacancy is CLT or temporary: another contract, or none, is a 400 on contract_type', async () => {
    for (const [language, message] of [
      [
        'pt-BR',
        'Uma vaga regular é efetiva (CLT) ou temporária; para contrato de aprendiz ou de estágio, escolha esse programa',
      ],
      [
        'es-ES',
        'Una vacante ordinaria es fija (CLT) o temporal; para un contrato de aprendiz o de prácticas, elige ese programa',
      ],
    ] as const) {
      for (const contract of ['apprentice', 'internship'] as const) {
        const res = await submit(body('Soldador', { program: 'regular', contract_type: contract }), language);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json().errors).toEqual([{ field: 'contract_type', message }]);
      }
    }
    const { contract_type: _c, ...withoutContract } = body('Soldador');
    const missing = await submit(withoutContract, 'en-US');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'contract_type', message: 'This field is required' }]);
    const temporary = await create(body('Soldador', { contract_type: 'temporary' }));
    expect(await read(temporary)).toMatchObject({ program: 'regular', contract_type: 'temporary' });
  });

  it('the database refuses a row where the two disagree', async () => {
    const [unit] = await t.database.db.select().from(vacancies).where(eq(vacancies.id, ids.regular));
    const { id: _id, ...row } = unit!;
    await expect(
      t.database.db.insert(vacancies).values({ ...row, program: 'apprentice', contractType: 'clt' }),
    ).rejects.toThrow();
    await expect(
      t.database.db.insert(vacancies).values({ ...row, program: 'regular', contractType: 'internship' }),
    ).rejects.toThrow();
  });
});

describe('the public list and page', () => {
  it('carry program and pcd_exclusive', async () => {
    const list = (await f.call('GET', PUBLIC)).json() as { id: number }[];
    expect(list.find((v) => v.id === ids.pcdApprentice)).toMatchObject({
      program: 'apprentice',
      pcd_exclusive: true,
    });
    const page = await f.call('GET', `${PUBLIC}/${ids.internship}`);
    expect(page.json()).toMatchObject({ program: 'internship', pcd_exclusive: false });
  });

  it('filter by program, by pcd=true, and by both with the other filters', async () => {
    expect(await publicIds('')).toEqual(sorted(...Object.values(ids)));
    expect(await publicIds('?program=apprentice')).toEqual(sorted(ids.apprentice, ids.pcdApprentice));
    expect(await publicIds('?program=internship')).toEqual([ids.internship]);
    expect(await publicIds('?program=regular')).toEqual(sorted(ids.regular, ids.pcd));
    expect(await publicIds('?pcd=true')).toEqual(sorted(ids.pcd, ids.pcdApprentice));
    expect(await publicIds('?program=apprentice&pcd=true')).toEqual([ids.pcdApprentice]);
    expect(await publicIds('?program=internship&pcd=true')).toEqual([]);
    expect(await publicIds(`?program=apprentice&q=administrativo&unit=${f.jaragua}`)).toEqual([
      ids.pcdApprentice,
    ]);
    expect(await publicIds(`?program=apprentice&unit=${f.betim}`)).toEqual([]);
  });

  it('take an empty program or pcd as no filter (a plain HTML form sends them empty)', async () => {
    expect(await publicIds('?program=&pcd=')).toEqual(sorted(...Object.values(ids)));
  });

  it.each([
    ['program', '?program=trainee'],
    ['program', '?program=Apprentice'],
    ['pcd', '?pcd=false'],
    ['pcd', '?pcd=1'],
    ['pcd', '?pcd=TRUE'],
  ])(
    'refuse a bad %s value (%s) with a problem naming the field, in the caller’s language',
    async (field, query) => {
      for (const [language, message] of [
        ['es-ES', 'Elige una de las opciones disponibles'],
        ['pt-BR', 'Escolha uma das opções oferecidas'],
      ] as const) {
        const res = await f.call('GET', `${PUBLIC}${query}`, undefined, undefined, language);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(problemFields(res)).toEqual([field]);
        expect(res.json().errors[0].message).toBe(message);
      }
    },
  );
});

describe('the public list cache and the new filters', () => {
  /** The query of the unfiltered list, as the route parses it. */
  const none = vacancyQuerySchema.parse({});

  it('never hands one filter’s answer to another, however often each is asked', async () => {
    const service = vacanciesService(vacanciesRepository(t.database.db), () => VACANCY_FIELDS_CLOCK);
    const cases: [Partial<VacancyQuery>, number[]][] = [
      [{}, sorted(...Object.values(ids))],
      [{ program: 'apprentice' }, sorted(ids.apprentice, ids.pcdApprentice)],
      [{ program: 'internship' }, [ids.internship]],
      [{ program: 'regular' }, sorted(ids.regular, ids.pcd)],
      [{ pcd: true }, sorted(ids.pcd, ids.pcdApprentice)],
      [{ program: 'apprentice', pcd: true }, [ids.pcdApprentice]],
      [{ program: 'internship', pcd: true }, []],
    ];
    // Twice over, within the cache's lifetime: the second round is answered from the cache.
    for (let round = 0; round < 2; round++) {
      for (const [query, expected] of cases) {
        const body = await service.listBody({ ...none, ...query }, 'pt-BR');
        const answer: VacancyListItem[] = JSON.parse(body.json.toString('utf8'));
        expect(
          answer.map((v) => v.id).sort((a, b) => a - b),
          JSON.stringify(query),
        ).toEqual(expected);
      }
    }
  });

  it('keys every field of the query apart, a value holding a separator included', () => {
    const queries: Partial<VacancyQuery>[] = [
      {},
      { program: 'apprentice' },
      { program: 'internship' },
      { program: 'regular' },
      { pcd: true },
      { program: 'apprentice', pcd: true },
      { q: 'apprentice' },
      { city: 'apprentice' },
      { unit: 1 },
      { q: '1' },
      // Joined by a separator, these two would read the same ('a|b' + '' and 'a' + 'b|').
      { city: 'a|b' },
      { city: 'a', q: 'b|' },
      { city: 'a', q: 'b' },
    ];
    const keys = queries.map((query) => listCacheKey({ ...none, ...query }, 'pt-BR', '2026-06-10'));
    expect(new Set(keys).size).toBe(queries.length);
    // The same filter asked again, or a city in other letters, is one entry.
    expect(listCacheKey({ ...none, city: 'Betim' }, 'pt-BR', '2026-06-10')).toBe(
      listCacheKey({ ...none, city: 'BETIM' }, 'pt-BR', '2026-06-10'),
    );
    expect(listCacheKey({ ...none, pcd: true }, 'pt-BR', '2026-06-10')).not.toBe(
      listCacheKey({ ...none, pcd: true }, 'es-ES', '2026-06-10'),
    );
  });
});
