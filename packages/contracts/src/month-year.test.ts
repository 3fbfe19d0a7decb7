import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  apiToMonthYear,
  isCurrentEndDate,
  monthYearToApi,
  validateDateRange,
  validateMonthYear,
} from './month-year';
import { itMaps } from './test/maps';

describe('monthYearToApi', () => {
  itMaps(
    monthYearToApi,
    [
      ['03/2024', '2024-03'],
      ['3/2024', '2024-03'],
      ['12/1999', '1999-12'],
      [' 01 / 2020 ', '2020-01'],
    ],
    'converts %j to %j',
  );

  it.each([
    ['', 'empty'],
    ['Present', 'a current end date'],
    ['2024', 'one part'],
    ['01/03/2024', 'three parts'],
    ['03-2024', 'another separator'],
    ['00/2024', 'month 0'],
    ['13/2024', 'month 13'],
    ['03/24', 'a 2-digit year'],
    ['03/20245', 'a 5-digit year'],
    ['ab/2024', 'letters'],
    ['03/1899', 'a year before 1900'],
  ])('sends an empty value for %j (%s)', (input) => {
    expect(monthYearToApi(input)).toBe('');
  });
});

describe('apiToMonthYear', () => {
  it('converts year-month back to the input format', () => {
    expect(apiToMonthYear('2024-03')).toBe('03/2024');
    expect(apiToMonthYear(monthYearToApi('11/2001'))).toBe('11/2001');
  });

  it.each(['', '2024-13', '2024-00', '2024-3', '2024-03-15', '03/2024'])(
    'gives an empty input for %j',
    (value) => {
      expect(apiToMonthYear(value)).toBe('');
    },
  );

  it('gives an empty input for a missing value', () => {
    expect(apiToMonthYear(null)).toBe('');
    expect(apiToMonthYear(undefined)).toBe('');
  });
});

describe('isCurrentEndDate', () => {
  it('treats empty and Present as still ongoing', () => {
    expect(isCurrentEndDate('')).toBe(true);
    expect(isCurrentEndDate('  ')).toBe(true);
    expect(isCurrentEndDate(undefined)).toBe(true);
    expect(isCurrentEndDate('Present')).toBe(true);
    expect(isCurrentEndDate('present')).toBe(true);
    expect(isCurrentEndDate('03/2024')).toBe(false);
  });
});

describe('validateMonthYear', () => {
  it('requires a value and a real month/year', () => {
    expect(validateMonthYear('')).toBe(MESSAGES.required);
    expect(validateMonthYear('13/2024')).toBe(MESSAGES.dateInvalid);
    expect(validateMonthYear('03/2024')).toBeNull();
  });
});

describe('validateDateRange', () => {
  it('accepts an end in the same month as the start or later', () => {
    expect(validateDateRange('03/2024', '03/2024')).toBeNull();
    expect(validateDateRange('12/2023', '01/2024')).toBeNull();
  });

  it('rejects an end before the start', () => {
    expect(validateDateRange('03/2024', '02/2024')).toBe(MESSAGES.endDateBeforeStartDate);
    expect(validateDateRange('01/2024', '12/2023')).toBe(MESSAGES.endDateBeforeStartDate);
  });

  it('accepts a current end date only where the caller allows it', () => {
    expect(validateDateRange('03/2024', '', { allowCurrent: true })).toBeNull();
    expect(validateDateRange('03/2024', 'Present', { allowCurrent: true })).toBeNull();
    expect(validateDateRange('03/2024', '')).toBe(MESSAGES.required);
    expect(validateDateRange('03/2024', 'Present')).toBe(MESSAGES.dateInvalid);
  });

  it('reports an invalid end, and leaves an invalid start to its own field', () => {
    expect(validateDateRange('03/2024', '2024/03')).toBe(MESSAGES.dateInvalid);
    expect(validateDateRange('99/2024', '01/2020')).toBeNull();
  });
});
