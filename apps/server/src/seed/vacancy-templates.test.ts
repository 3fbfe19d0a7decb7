import { isPostalCodeConsistentWithState } from '@portal/contracts/brazil-states';
import { isDictionaryId } from '@portal/contracts/dictionaries';
import { vacancySalaryInput, vacancyWorkshiftsInput } from '@portal/contracts/vacancies';
import { normalizeSearchText } from '@portal/contracts/vacancy-rules';
import { describe, expect, it } from 'vitest';
import { UNITS, VACANCY_TEMPLATES } from './vacancy-templates';

const TEXT_FIELDS = ['title', 'duties', 'workingDay', 'requirements', 'observations'] as const;

describe('demo units', () => {
  it('are 8 units in 8 different cities, each named after its city', () => {
    expect(UNITS).toHaveLength(8);
    expect(new Set(UNITS.map((unit) => `${unit.city}/${unit.state}`)).size).toBeGreaterThanOrEqual(8);
    for (const unit of UNITS) expect(unit.name.endsWith(`— ${unit.city}`), unit.name).toBe(true);
  });

  it('have a masked CEP in the range of their state and a full address', () => {
    for (const unit of UNITS) {
      expect(unit.postalCode, unit.name).toMatch(/^\d{5}-\d{3}$/);
      expect(isPostalCodeConsistentWithState(unit.postalCode, unit.state), unit.name).toBe(true);
      expect(unit.street.trim(), unit.name).not.toBe('');
      expect(unit.district.trim(), unit.name).not.toBe('');
    }
  });
});

describe('vacancy templates', () => {
  it('name an area of interest and at least one work shift of the dictionaries, and a valid salary when they state one', () => {
    for (const template of VACANCY_TEMPLATES) {
      const name = template.title['pt-BR'];
      expect(isDictionaryId('interest_area', template.interestArea), name).toBe(true);
      expect(vacancyWorkshiftsInput.parse(template.workshifts), name).toEqual(template.workshifts);
      expect(template.workshifts.length, name).toBeGreaterThan(0);
      if (template.salary) expect(vacancySalaryInput.safeParse(template.salary).success, name).toBe(true);
    }
    // Job alerts by shift find something in every shift.
    expect(new Set(VACANCY_TEMPLATES.flatMap((t) => t.workshifts))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('are 24 roles with distinct titles over all six areas', () => {
    expect(VACANCY_TEMPLATES).toHaveLength(24);
    expect(new Set(VACANCY_TEMPLATES.map((t) => t.area))).toEqual(
      new Set(['shop_floor', 'maintenance', 'engineering', 'office', 'internship', 'apprentice']),
    );
    expect(new Set(VACANCY_TEMPLATES.map((t) => t.title['pt-BR'])).size).toBe(24);
  });

  it('are each offered in 2 to 5 distinct existing units, and every unit has some', () => {
    for (const template of VACANCY_TEMPLATES) {
      const name = template.title['pt-BR'];
      expect(template.units.length, name).toBeGreaterThanOrEqual(2);
      expect(template.units.length, name).toBeLessThanOrEqual(5);
      expect(new Set(template.units).size, name).toBe(template.units.length);
      for (const index of template.units) {
        expect(Number.isInteger(index) && index >= 0 && index < UNITS.length, `${name}: ${index}`).toBe(true);
      }
    }
    const used = new Set(VACANCY_TEMPLATES.flatMap((t) => t.units));
    expect(used.size).toBe(UNITS.length);
  });

  it('have every text in pt-BR', () => {
    for (const template of VACANCY_TEMPLATES) {
      for (const field of TEXT_FIELDS) {
        expect(template[field]['pt-BR'].trim(), `${template.title['pt-BR']}.${field}`).not.toBe('');
      }
    }
  });

  it('list 3 to 5 duties and requirements, the same number in every language', () => {
    for (const template of VACANCY_TEMPLATES) {
      for (const field of ['duties', 'requirements'] as const) {
        const counts = Object.values(template[field]).map((text) => text.split('\n').length);
        const where = `${template.title['pt-BR']}.${field}`;
        expect(new Set(counts).size, where).toBe(1);
        expect(counts[0], where).toBeGreaterThanOrEqual(3);
        expect(counts[0], where).toBeLessThanOrEqual(5);
        for (const text of Object.values(template[field])) {
          for (const line of text.split('\n')) expect(line.trim(), where).not.toBe('');
        }
      }
    }
  });

  it('include accented titles, so that a search without accents can find them', () => {
    const accented = VACANCY_TEMPLATES.map((t) => t.title['pt-BR']).filter(
      (title) => normalizeSearchText(title) !== title.toLowerCase(),
    );
    expect(accented.length).toBeGreaterThanOrEqual(5);
  });

  it('follow the contract rules: interns and apprentices on their own contracts with fewer benefits', () => {
    for (const template of VACANCY_TEMPLATES) {
      const name = template.title['pt-BR'];
      if (template.area === 'internship') expect(template.contractType, name).toBe('internship');
      if (template.area === 'apprentice') expect(template.contractType, name).toBe('apprentice');
      if (template.contractType === 'internship' || template.contractType === 'apprentice') {
        expect(template.benefits.profitSharing, name).toBe(false);
        expect(template.benefits.privatePension, name).toBe(false);
      }
      if (template.area === 'shop_floor' || template.area === 'maintenance') {
        expect(template.modality, name).toBe('on_site');
      }
    }
    const contracts = VACANCY_TEMPLATES.map((t) => t.contractType);
    expect(contracts.filter((c) => c === 'temporary').length).toBeGreaterThanOrEqual(2);
    expect(VACANCY_TEMPLATES.some((t) => t.modality === 'remote')).toBe(true);
    expect(VACANCY_TEMPLATES.some((t) => t.modality === 'hybrid')).toBe(true);
  });
});

describe('vacancy programs of the demo', () => {
  const ptText = (template: (typeof VACANCY_TEMPLATES)[number]) =>
    TEXT_FIELDS.map((field) => template[field]['pt-BR']).join('\n');

  it('follow the texts: an apprenticeship contract is apprentice, an internship with its stipend internship', () => {
    for (const template of VACANCY_TEMPLATES) {
      const text = ptText(template);
      const expected = /contrato de aprendizagem|jovem aprendiz/i.test(text)
        ? 'apprentice'
        : /estágio|bolsa-auxílio/i.test(text)
          ? 'internship'
          : 'regular';
      expect(template.program, template.title['pt-BR']).toBe(expected);
    }
  });

  it('are exclusive to PcD exactly where the observations say so, in every language', () => {
    for (const template of VACANCY_TEMPLATES) {
      const says = /exclusiva para pessoas com deficiência/i.test(template.observations['pt-BR']);
      expect(template.pcdExclusive, template.title['pt-BR']).toBe(says);
      if (says) {
        expect(template.observations['en-US']).toMatch(/exclusively for people with disabilities/i);
        expect(template.observations['es-ES']).toMatch(/exclusiva para personas con discapacidad/i);
      }
    }
  });

  it('have at least one vacancy of each program and one exclusive to PcD', () => {
    const programs = new Set(VACANCY_TEMPLATES.map((t) => t.program));
    expect(programs).toEqual(new Set(['regular', 'apprentice', 'internship']));
    expect(VACANCY_TEMPLATES.some((t) => t.pcdExclusive)).toBe(true);
  });
});
