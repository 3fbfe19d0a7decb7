import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  ageOn,
  formatPhone,
  isApprenticeAge,
  isDuplicateDegree,
  isStateAcronym,
  isValidBrazilianPhone,
  validateApiMonthRange,
  validateApprentice,
  validateBirthdate,
  validatePhone,
  validateSecondaryPhone,
} from './resume-rules';

describe('phones', () => {
  it.each([
    ['(47) 99876-5432', true],
    ['47 3276-4000', true],
    ['+55 47 99876-5432', true],
    ['(47) 89876-5432', false],
    ['(07) 99876-5432', false],
    ['(47) 1276-4000', false],
    ['1234', false],
    ['', false],
  ])('%s valid = %s', (phone, valid) => expect(isValidBrazilianPhone(phone)).toBe(valid));
  it('formats while typing', () => {
    expect(formatPhone('47998765432')).toBe('(47) 99876-5432');
    expect(formatPhone('4732764000')).toBe('(47) 3276-4000');
    expect(formatPhone('47')).toBe('(47');
  });
  it('gives the spec messages', () => {
    expect(validatePhone('')).toBe(MESSAGES.required);
    expect(validatePhone('123')).toBe(MESSAGES.phoneInvalid);
    expect(validateSecondaryPhone('', '47998765432')).toBeNull();
    expect(validateSecondaryPhone('(47) 99876-5432', '47998765432')).toBe(
      MESSAGES.secondaryPhoneSameAsPrimary,
    );
    expect(validateSecondaryPhone('123', '47998765432')).toBe(MESSAGES.phoneInvalid);
  });
});

describe('birthdate and age', () => {
  it('validates a real, past birthdate from 1900', () => {
    expect(validateBirthdate('2000-05-20', '2026-06-15')).toBeNull();
    expect(validateBirthdate('2027-01-01', '2026-06-15')).toBe(MESSAGES.birthdateInvalid);
    expect(validateBirthdate('1899-12-31', '2026-06-15')).toBe(MESSAGES.birthdateInvalid);
    expect(validateBirthdate('', '2026-06-15')).toBe(MESSAGES.birthdateInvalid);
  });
  it('counts full years and the apprentice ages 14 to 24', () => {
    expect(ageOn('2012-06-16', '2026-06-15')).toBe(13);
    expect(ageOn('2012-06-15', '2026-06-15')).toBe(14);
    expect(isApprenticeAge('2012-06-16', '2026-06-15')).toBe(false);
    expect(isApprenticeAge('2012-06-15', '2026-06-15')).toBe(true);
    expect(isApprenticeAge('2001-06-16', '2026-06-15')).toBe(true);
    expect(isApprenticeAge('2001-06-15', '2026-06-15')).toBe(false);
    expect(isApprenticeAge(null, '2026-06-15')).toBe(false);
    expect(validateApprentice(true, '2001-06-15', '2026-06-15')).toBe(MESSAGES.apprenticeAge);
    expect(validateApprentice(false, '2001-06-15', '2026-06-15')).toBeNull();
  });
});

describe('address, degrees and date ranges', () => {
  it('takes only acronyms as states', () => {
    expect(isStateAcronym('SC')).toBe(true);
    expect(isStateAcronym('Santa Catarina')).toBe(false);
    expect(isStateAcronym('sc')).toBe(false);
  });
  it('finds duplicate degrees ignoring case and spaces', () => {
    const existing = [{ degree: 10, course: 'Engenharia', institution: 'UDESC' }];
    expect(isDuplicateDegree({ degree: 10, course: ' engenharia ', institution: 'udesc' }, existing)).toBe(
      true,
    );
    expect(isDuplicateDegree({ degree: 11, course: 'Engenharia', institution: 'UDESC' }, existing)).toBe(
      false,
    );
  });
  it('checks API month ranges', () => {
    expect(validateApiMonthRange('2020-01', '2020-01')).toBeNull();
    expect(validateApiMonthRange('2020-02', '2020-01')).toBe(MESSAGES.endDateBeforeStartDate);
    expect(validateApiMonthRange('2020-02', '')).toBe(MESSAGES.required);
    expect(validateApiMonthRange('2020-02', '', { allowCurrent: true })).toBeNull();
    expect(validateApiMonthRange('2020-02', '2020-13')).toBe(MESSAGES.dateInvalid);
  });
});
