import { describe, expect, it } from 'vitest';
import { RECRUITING_API as API, PUBLIC_VACANCIES_API as PUBLIC } from '#server-test/recruiting';
import { useVacancyFieldsTests } from '#server-test/vacancy-fields';

// A vacancy's optional salary (DESIGN §2, decision 0078): one amount or a range in reais, per month or hour, set by
// the recruiter and shown by the public list and page.

const { f, body, submit, create } = useVacancyFieldsTests();

const recruiterView = async (id: number) =>
  (await f.call('GET', `${API}/vacancies/${id}`, f.recruiter)).json().salary;

describe('the recruiters’ vacancy API', () => {
  it('keeps no salary when the body states none, a fixed amount, or a range, with their cents', async () => {
    const none = await create(body('Técnico de Manutenção'));
    expect(await recruiterView(none)).toBeNull();
    const fixed = await create(body('Soldador', { salary: { min: 3200, period: 'month' } }));
    expect(await recruiterView(fixed)).toEqual({ min: 3200, period: 'month' });
    const range = await create(body('Auxiliar', { salary: { min: 12.5, max: 15.75, period: 'hour' } }));
    expect(await recruiterView(range)).toEqual({ min: 12.5, max: 15.75, period: 'hour' });
    const list = (await f.call('GET', `${API}/vacancies`, f.recruiter)).json() as {
      id: number;
      salary: unknown;
    }[];
    expect(list.find((v) => v.id === range)?.salary).toEqual({ min: 12.5, max: 15.75, period: 'hour' });
  });

  it('replaces it with an update: a range becomes a fixed amount, then null takes it away', async () => {
    const id = await create(body('Eletricista', { salary: { min: 3800, max: 4600, period: 'month' } }));
    const fixed = await f.call(
      'PUT',
      `${API}/vacancies/${id}`,
      f.recruiter,
      body('Eletricista', { salary: { min: 4000, period: 'month' } }),
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().salary).toEqual({ min: 4000, period: 'month' });
    const cleared = await f.call(
      'PUT',
      `${API}/vacancies/${id}`,
      f.recruiter,
      body('Eletricista', { salary: null }),
    );
    expect(cleared.json().salary).toBeNull();
    expect(await recruiterView(id)).toBeNull();
  });

  it.each([
    [
      'pt-BR',
      { min: 3000, max: 3000, period: 'month' },
      [{ field: 'salary.max', message: 'O valor final da faixa deve ser maior que o inicial' }],
    ],
    [
      'es-ES',
      { min: 0, period: 'hour' },
      [{ field: 'salary.min', message: 'Indica un importe en reales, como 2500,00' }],
    ],
    [
      'en-US',
      { min: 2500.505, max: 2_000_000, period: 'week' },
      [
        { field: 'salary.min', message: 'Enter an amount in reais, such as 2,500.00' },
        { field: 'salary.max', message: 'Enter an amount of at most R$1,000,000.00' },
        { field: 'salary.period', message: 'Choose one of the options offered' },
      ],
    ],
  ])(
    'refuses a salary it cannot publish, naming the field in the caller’s language (%s)',
    async (language, salary, errors) => {
      const before = (await f.call('GET', `${API}/vacancies`, f.recruiter)).json().length;
      const res = await submit(body('Comprador', { salary: salary as never }), language);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors).toEqual(expect.arrayContaining(errors));
      expect(res.json().errors).toHaveLength(errors.length);
      expect((await f.call('GET', `${API}/vacancies`, f.recruiter)).json()).toHaveLength(before);
    },
  );
});

describe('the public list and page', () => {
  it('carry the salary of a published vacancy, and null for one that states none', async () => {
    const paid = await create(
      body('Operador de Produção', { salary: { min: 2300, max: 2700, period: 'month' } }),
    );
    const unpaid = await create(body('Analista de RH'));
    for (const id of [paid, unpaid]) {
      const res = await f.call('POST', `${API}/vacancies/${id}/publish`, f.recruiter);
      expect(res.statusCode, res.body).toBe(200);
    }
    const list = (await f.call('GET', PUBLIC)).json() as { id: number; salary: unknown }[];
    expect(list.find((v) => v.id === paid)?.salary).toEqual({ min: 2300, max: 2700, period: 'month' });
    expect(list.find((v) => v.id === unpaid)?.salary).toBeNull();
    const page = await f.call('GET', `${PUBLIC}/${paid}`, undefined, undefined, 'es-ES');
    expect(page.json().salary).toEqual({ min: 2300, max: 2700, period: 'month' });
  });
});
