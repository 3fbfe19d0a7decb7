import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { type RecruitingVacancy, vacancyFormSchema, vacancyFormToBody, vacancyToForm } from './recruiting';
import { formatSalaryAmount, moneyInputText, parseMoney } from './salary';
import { itMaps } from './test/maps';
import { sampleRecruitingVacancy } from './test/sample-vacancy';

describe('parseMoney', () => {
  itMaps(
    parseMoney,
    [
      ['2500', 2500],
      ['2.500', 2500],
      ['2.500,00', 2500],
      ['2500,5', 2500.5],
      ['2500,50', 2500.5],
      ['12,75', 12.75],
      ['2,500.00', 2500],
      ['2,500', 2500],
      ['1.234.567,89', 1234567.89],
      ['R$ 2.500,00', 2500],
      ['R$\u00a03.200', 3200],
      [' 8,2 ', 8.2],
    ],
    'reads %j as a person meant it',
  );

  it.each([
    '',
    '   ',
    'dois mil',
    '-2500',
    '2500,',
    '2.500,005',
    '25.00.00',
    '2,5000',
    'R$',
    '2.500.50',
    '2,500,50',
    '2.50.000',
  ])('reads nothing in %j', (typed) => {
    expect(parseMoney(typed)).toBeUndefined();
  });

  it('reads back what moneyInputText writes, in every language', () => {
    for (const locale of ['pt-BR', 'en-US', 'es-ES']) {
      for (const amount of [8.2, 2500, 1234567.89])
        expect(parseMoney(moneyInputText(amount, locale))).toBe(amount);
    }
  });
});

describe('formatSalaryAmount', () => {
  // Intl separates the symbol with a no-break space; a reader sees a space.
  const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

  it('writes reais as each language writes money, one amount or a range', () => {
    expect(plain(formatSalaryAmount({ min: 2500 }, 'pt-BR'))).toBe('R$ 2.500,00');
    expect(plain(formatSalaryAmount({ min: 2300, max: 2700 }, 'pt-BR'))).toBe('R$ 2.300,00–2.700,00');
    expect(plain(formatSalaryAmount({ min: 12.5, max: 15 }, 'en-US'))).toBe('R$12.50–15.00');
    expect(plain(formatSalaryAmount({ min: 8.2 }, 'es-ES'))).toBe('8,20 R$');
    expect(plain(formatSalaryAmount({ min: 2300, max: 2700 }, 'es-ES'))).toBe('2300,00-2700,00 R$');
  });
});

describe('the vacancy editor’s salary', () => {
  const form = (salary: { kind: string; min?: string; max?: string; period?: string }) => ({
    ...vacancyToForm(),
    salary: { min: '', max: '', period: 'month', ...salary },
  });
  const salaryIssues = (values: ReturnType<typeof form>) => {
    const parsed = vacancyFormSchema('pt-BR').safeParse(values);
    return parsed.success
      ? []
      : parsed.error.issues
          .filter((issue) => issue.path[0] === 'salary')
          .map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('sends no salary when none is stated, whatever the amount fields hold', () => {
    expect(vacancyFormToBody(form({ kind: '', min: '2500' }), 'pt-BR').salary).toBeNull();
    expect(salaryIssues(form({ kind: '', min: 'abc' }))).toEqual([]);
  });

  it('sends a fixed amount without max, and a range with both, as typed on a numeric keypad', () => {
    expect(vacancyFormToBody(form({ kind: 'fixed', min: '3200', max: '9999' }), 'pt-BR').salary).toEqual({
      min: 3200,
      period: 'month',
    });
    expect(
      vacancyFormToBody(form({ kind: 'range', min: '12,50', max: '15', period: 'hour' }), 'pt-BR').salary,
    ).toEqual({ min: 12.5, max: 15, period: 'hour' });
  });

  it('says what is wrong with each amount, on the field the API names', () => {
    expect(salaryIssues(form({ kind: 'fixed' }))).toEqual([['salary.min', MESSAGES.required]]);
    expect(salaryIssues(form({ kind: 'range', min: '2500' }))).toEqual([['salary.max', MESSAGES.required]]);
    expect(salaryIssues(form({ kind: 'fixed', min: 'dois mil' }))).toEqual([
      ['salary.min', MESSAGES.salaryInvalid],
    ]);
    expect(salaryIssues(form({ kind: 'range', min: '3.000', max: '2.800' }))).toEqual([
      ['salary.max', MESSAGES.salaryRangeOrder],
    ]);
    expect(salaryIssues(form({ kind: 'fixed', min: '25000000' }))).toEqual([
      ['salary.min', MESSAGES.salaryTooHigh],
    ]);
  });

  it('shows a stored salary as its kind and its amounts in the editor’s language', () => {
    const text = { 'pt-BR': 'Soldador(a)' };
    const vacancy = (salary: RecruitingVacancy['salary']) =>
      sampleRecruitingVacancy({ title: text, duties: text, working_day: text, requirements: text, salary });
    const of = (salary: RecruitingVacancy['salary'], locale: string) =>
      vacancyToForm(vacancy(salary), locale).salary;
    expect(of(null, 'pt-BR')).toEqual({ kind: '', min: '', max: '', period: 'month' });
    expect(of({ min: 2300, max: 2700, period: 'month' }, 'pt-BR')).toEqual({
      kind: 'range',
      min: '2.300,00',
      max: '2.700,00',
      period: 'month',
    });
    expect(of({ min: 8.2, period: 'hour' }, 'en-US')).toEqual({
      kind: 'fixed',
      min: '8.20',
      max: '',
      period: 'hour',
    });
  });
});
