import type { VacancyDetail } from '@portal/contracts/vacancies';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { sampleVacancyDetail } from '#careers/test/sample-vacancy';
import { jobPosting } from './head';

const vacancy = sampleVacancyDetail({
  duties: 'Apoiar a engenharia',
  working_day: 'Segunda a sexta, 6 horas',
  requirements: 'Cursando Engenharia Mecânica',
  benefits: ['health'],
});
const t = ((key: string) => key) as unknown as TFunction;
const posting = (fields: Partial<VacancyDetail>) =>
  jobPosting({ ...vacancy, ...fields }, 'https://example.com/carreiras/vagas/7', t) as Record<
    string,
    unknown
  >;

describe('the JobPosting JSON-LD of a vacancy page', () => {
  it.each([
    [{ program: 'internship', contract_type: 'internship' }, ['INTERN']],
    // An internship program is an internship whatever contract type was chosen.
    [{ program: 'internship', contract_type: 'clt' }, ['INTERN']],
    [{ program: 'regular', contract_type: 'clt' }, ['FULL_TIME']],
    [{ program: 'regular', contract_type: 'temporary' }, ['TEMPORARY']],
    [{ program: 'apprentice', contract_type: 'apprentice' }, ['PART_TIME', 'OTHER']],
  ] as const)('%j has employmentType %j', (fields, expected) => {
    expect(posting(fields).employmentType).toEqual(expected);
  });

  it('keeps the rest of the posting whatever the program', () => {
    const regular = posting({ program: 'regular' });
    const intern = posting({ program: 'internship', pcd_exclusive: true });
    const { employmentType: _a, ...rest } = regular;
    const { employmentType: _b, ...internRest } = intern;
    expect(internRest).toEqual(rest);
    expect(rest).toMatchObject({ '@type': 'JobPosting', title: vacancy.title, directApply: true });
  });

  it('states no baseSalary for a vacancy without one, and a value or a range per MONTH or HOUR', () => {
    expect(posting({ salary: null })).not.toHaveProperty('baseSalary');
    expect(posting({ salary: { min: 3200, period: 'month' } }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'BRL',
      value: { '@type': 'QuantitativeValue', value: 3200, unitText: 'MONTH' },
    });
    expect(posting({ salary: { min: 12.5, max: 15, period: 'hour' } }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'BRL',
      value: { '@type': 'QuantitativeValue', minValue: 12.5, maxValue: 15, unitText: 'HOUR' },
    });
  });

  it("names the company with its logo image on the page's origin", () => {
    expect(posting({}).hiringOrganization).toMatchObject({
      '@type': 'Organization',
      logo: 'https://example.com/carreiras/logo.png',
    });
  });
});
