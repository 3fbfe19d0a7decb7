import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { vacancyBodySchema, vacancyFormSchema, vacancyFormToBody, vacancyToForm } from './recruiting';
import { vacancyListItemSchema, vacancyQuerySchema } from './vacancies';
import {
  CONTRACT_TYPES,
  contractFitsProgram,
  contractTypeOf,
  DEFAULT_VACANCY_PROGRAM,
  isVacancyProgram,
  REGULAR_CONTRACT_TYPES,
  VACANCY_PROGRAMS,
} from './vacancy-rules';

const body = {
  title: { 'pt-BR': 'Jovem Aprendiz — Produção' },
  duties: { 'pt-BR': 'Apoiar a produção' },
  working_day: { 'pt-BR': 'Segunda a sexta, 4 horas' },
  requirements: { 'pt-BR': 'Ensino médio em curso' },
  observations: { 'pt-BR': '' },
  unit_id: 1,
  city: 'Betim',
  state: 'MG',
  modality: 'on_site',
  contract_type: 'apprentice',
  application_deadline: '2026-07-31',
  benefits: {},
};

describe('vacancy programs', () => {
  it('are regular, apprentice and internship; regular when a vacancy does not say', () => {
    expect(VACANCY_PROGRAMS).toEqual(['regular', 'apprentice', 'internship']);
    expect(DEFAULT_VACANCY_PROGRAM).toBe('regular');
    expect(VACANCY_PROGRAMS.every(isVacancyProgram)).toBe(true);
    for (const value of ['', 'Apprentice', 'trainee', undefined, 1])
      expect(isVacancyProgram(value)).toBe(false);
  });
});

describe('the recruiters’ vacancy body', () => {
  it('takes program and pcd_exclusive, regular and false when left out', () => {
    // A regular vacancy's contract is CLT or temporary (decision 0088): this body's apprenticeship contract is not.
    expect(vacancyBodySchema.parse({ ...body, contract_type: 'clt' })).toMatchObject({
      program: 'regular',
      pcd_exclusive: false,
    });
    expect(vacancyBodySchema.parse({ ...body, program: 'apprentice', pcd_exclusive: true })).toMatchObject({
      program: 'apprentice',
      pcd_exclusive: true,
    });
  });

  it('refuses another program or a pcd_exclusive that is not a boolean, naming each field', () => {
    const result = vacancyBodySchema.safeParse({ ...body, program: 'trainee', pcd_exclusive: 'true' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['program', MESSAGES.optionInvalid],
        ['pcd_exclusive', MESSAGES.optionInvalid],
      ]),
    );
  });
});

describe('a program implies its contract (decision 0088)', () => {
  it('a regular vacancy is CLT or temporary; apprentice and internship vacancies have their own', () => {
    expect(REGULAR_CONTRACT_TYPES).toEqual(['clt', 'temporary']);
    const fits = VACANCY_PROGRAMS.flatMap((program) =>
      CONTRACT_TYPES.filter((contract) => contractFitsProgram(program, contract)).map(
        (c) => `${program}:${c}`,
      ),
    );
    expect(fits).toEqual([
      'regular:clt',
      'regular:temporary',
      'apprentice:apprentice',
      'internship:internship',
    ]);
    expect(contractTypeOf('apprentice', 'clt')).toBe('apprentice');
    expect(contractTypeOf('internship', undefined)).toBe('internship');
    expect(contractTypeOf('regular', 'temporary')).toBe('temporary');
  });

  it('the body: a regular vacancy needs CLT or temporary on contract_type; the programs need none', () => {
    const issues = (input: object) => {
      const result = vacancyBodySchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(issues(body)).toEqual([['contract_type', MESSAGES.contractNeedsProgram]]);
    expect(issues({ ...body, contract_type: 'internship', program: 'regular' })).toEqual([
      ['contract_type', MESSAGES.contractNeedsProgram],
    ]);
    const { contract_type: _c, ...withoutContract } = body;
    expect(issues(withoutContract)).toEqual([['contract_type', MESSAGES.required]]);
    expect(issues({ ...withoutContract, program: 'apprentice' })).toEqual([]);
    expect(issues({ ...body, program: 'apprentice' })).toEqual([]);
  });

  it('the form sends the program’s contract, whatever its contract field holds', () => {
    const form = { ...vacancyToForm(), program: 'apprentice', contract_type: 'clt' };
    expect(vacancyFormToBody(form, 'pt-BR')).toMatchObject({
      program: 'apprentice',
      contract_type: 'apprentice',
    });
    const regular = { ...vacancyToForm(), contract_type: 'temporary' };
    expect(vacancyFormToBody(regular, 'pt-BR')).toMatchObject({
      program: 'regular',
      contract_type: 'temporary',
    });
  });
});

describe('the vacancy editor’s form', () => {
  it('opens a new vacancy as regular and open to everyone, and keeps a stored one’s choice', () => {
    expect(vacancyToForm()).toMatchObject({ program: 'regular', pcd_exclusive: false });
    const stored = { ...vacancyToForm(), program: 'internship', pcd_exclusive: true };
    expect(vacancyFormToBody(stored, 'pt-BR')).toMatchObject({ program: 'internship', pcd_exclusive: true });
  });

  it('checks the program by the body’s rule', () => {
    const values = { ...vacancyToForm(), program: 'trainee' };
    const result = vacancyFormSchema('pt-BR').safeParse(values);
    expect(result.error?.issues.find((issue) => issue.path[0] === 'program')?.message).toBe(
      MESSAGES.optionInvalid,
    );
  });
});

describe('the public list', () => {
  it('items carry program and pcd_exclusive', () => {
    const item = {
      id: 1,
      title: 'Estágio',
      city: 'Betim',
      state: 'MG',
      unit: { id: 1, name: 'Fábrica', city: 'Betim', state: 'MG' },
      modality: 'on_site',
      contract_type: 'internship',
      application_deadline: '2026-07-31',
      published_at: '2026-06-01T12:00:00.000Z',
      salary: null,
    };
    expect(vacancyListItemSchema.safeParse(item).success).toBe(false);
    expect(
      vacancyListItemSchema.parse({ ...item, program: 'internship', pcd_exclusive: false }),
    ).toMatchObject({
      program: 'internship',
    });
  });

  it.each([
    [{}, { program: undefined, pcd: undefined }],
    [
      { program: '', pcd: '' },
      { program: undefined, pcd: undefined },
    ],
    [{ program: 'apprentice' }, { program: 'apprentice', pcd: undefined }],
    [
      { program: 'internship', pcd: 'true' },
      { program: 'internship', pcd: true },
    ],
    [{ program: 'regular' }, { program: 'regular', pcd: undefined }],
  ])('query %j reads as %j', (query, expected) => {
    const { program, pcd } = vacancyQuerySchema.parse(query);
    expect({ program, pcd }).toEqual(expected);
  });

  it.each([
    ['program', { program: 'trainee' }],
    ['program', { program: 'APPRENTICE' }],
    ['pcd', { pcd: 'false' }],
    ['pcd', { pcd: '1' }],
    ['pcd', { pcd: 'yes' }],
  ])('refuses a bad %s: %j', (field, query) => {
    const result = vacancyQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, MESSAGES.optionInvalid],
    ]);
  });
});
