import { describe, expect, it } from 'vitest';
import {
  apiToTypedDate,
  calendarDay,
  formatDate,
  reviveDates,
  serializeQueryDate,
  typedDateToApi,
} from './dates';
import { itMaps } from './test/maps';

// Dates as the API writes them and as a reader types and reads them: day first in pt-BR and es-ES, month first in
// en-US (spec §5 'The provided date is invalid').

describe('serializeQueryDate', () => {
  itMaps(
    serializeQueryDate,
    [
      [new Date(2024, 2, 5, 13, 7, 9), '2024-03-05 13:07:09'],
      [new Date(2024, 11, 31, 0, 0, 0), '2024-12-31 00:00:00'],
    ],
    'writes local time with a 24-hour clock (%s)',
  );

  it('pads years before 1000 and refuses an invalid date', () => {
    const early = new Date(2024, 0, 2, 3, 4, 5);
    early.setFullYear(87);
    expect(serializeQueryDate(early)).toBe('0087-01-02 03:04:05');
    expect(() => serializeQueryDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('keeps 01:00 and 13:00 apart', () => {
    const night = serializeQueryDate(new Date(2024, 0, 1, 1, 0, 0));
    const afternoon = serializeQueryDate(new Date(2024, 0, 1, 13, 0, 0));
    expect(night).not.toBe(afternoon);
  });
});

describe('reviveDates', () => {
  it('turns date-times with a zone into the same instant', () => {
    const revived = reviveDates<{ at: Date }>({ at: '2024-03-05T10:20:30.123Z' });
    expect(revived.at).toBeInstanceOf(Date);
    expect(revived.at.toISOString()).toBe('2024-03-05T10:20:30.123Z');
    expect(reviveDates<Date>('2024-03-05T10:20:30-03:00').toISOString()).toBe('2024-03-05T13:20:30.000Z');
    expect(reviveDates<Date>('2024-03-05T10:20:30+0100').toISOString()).toBe('2024-03-05T09:20:30.000Z');
  });

  it('reads date-times without a zone as local time', () => {
    expect(reviveDates<Date>('2024-03-05T10:20')).toEqual(new Date(2024, 2, 5, 10, 20));
    expect(reviveDates<Date>('2024-03-05T10:20:30')).toEqual(new Date(2024, 2, 5, 10, 20, 30));
  });

  it('reads fractions of a second, 24:00 as the end of the day and years below 100 as written', () => {
    expect(reviveDates<Date>('2024-03-05T10:20:30.5Z').toISOString()).toBe('2024-03-05T10:20:30.500Z');
    expect(reviveDates<Date>('2024-12-31T24:00:00Z').toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(reviveDates<Date>('0099-06-30T12:00:00Z').getUTCFullYear()).toBe(99);
    expect(reviveDates<Date>('0050-01-01').getFullYear()).toBe(50);
  });

  it('puts plain dates at noon local time, so the day is the same everywhere', () => {
    const date = reviveDates<Date>('2000-02-29');
    expect(date).toEqual(new Date(2000, 1, 29, 12, 0, 0));
    expect(date.getDate()).toBe(29);
  });

  it('converts deeply inside objects and arrays without changing the input', () => {
    const input = {
      name: 'Ana',
      birthdate: '1990-07-14',
      degrees: [{ startDate: '2010-02', endDate: '2014-12', updated_at: '2024-01-01T00:00:00Z' }],
      tags: ['2024-01-01', 'x'],
      count: 3,
      pcd: null,
    };
    const copy = structuredClone(input);
    const revived = reviveDates<typeof input & { birthdate: Date }>(input);
    expect(revived.birthdate).toEqual(new Date(1990, 6, 14, 12));
    expect(revived.degrees[0]?.updated_at).toEqual(new Date('2024-01-01T00:00:00Z'));
    expect(revived.degrees[0]?.startDate).toBe('2010-02');
    expect(revived.tags[0]).toEqual(new Date(2024, 0, 1, 12));
    expect(revived.tags[1]).toBe('x');
    expect(revived.count).toBe(3);
    expect(revived.pcd).toBeNull();
    expect(input).toEqual(copy);
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-03-05T25:00:00Z',
    '2024-03-05T24:00:01Z',
    '2024-03-05T10:60:00Z',
    '2024-03-05T10:20:60Z',
    '2024-03-05T10:20:30+03:60',
    '2024-03-05 10:20:30',
    '05/03/2024',
    '2024-3-5',
    'Present',
    ' 2024-03-05',
    '12345678',
  ])('leaves %j as a string', (value) => {
    expect(reviveDates(value)).toBe(value);
  });

  it('keeps Dates and other values as they are', () => {
    const date = new Date(2024, 0, 1);
    expect(reviveDates(date)).toBe(date);
    expect(reviveDates(true)).toBe(true);
    expect(reviveDates(undefined)).toBeUndefined();
  });
});

describe('calendarDay and formatDate', () => {
  it('keeps a plain date as it is, whatever the time zone', () => {
    expect(calendarDay('2026-07-01')).toBe('2026-07-01');
    expect(formatDate('2026-07-01', 'pt-BR')).toBe('01/07/2026');
  });

  it('gives the local day of a Date and of a date-time string', () => {
    const local = new Date(2026, 0, 5, 23, 30);
    expect(calendarDay(local)).toBe('2026-01-05');
    expect(formatDate(local, 'pt-BR')).toBe('05/01/2026');
    expect(calendarDay(local.toISOString())).toBe('2026-01-05');
  });

  it('writes the numeric date day first in pt-BR and es-ES and month first in en-US', () => {
    expect(formatDate('2026-12-24', 'pt-BR')).toBe('24/12/2026');
    expect(formatDate('2026-12-24', 'es-ES')).toBe('24/12/2026');
    expect(formatDate('2026-12-24', 'en-US')).toBe('12/24/2026');
    expect(formatDate('2026-12-24', 'en-US', 'numeric')).toBe('12/24/2026');
    expect(formatDate(new Date(2026, 1, 3, 0, 10), 'en-US')).toBe('02/03/2026');
    expect(formatDate('2026-12-24T10:00:00', 'es-ES')).toBe('24/12/2026');
  });

  it('names the month in the medium and long styles, in the reader’s language', () => {
    expect(formatDate('2026-12-24', 'en-US', 'medium')).toBe('Dec 24, 2026');
    expect(formatDate('2026-12-24', 'en-US', 'long')).toBe('December 24, 2026');
    expect(formatDate('2026-12-24', 'pt-BR', 'long')).toBe('24 de dezembro de 2026');
    expect(formatDate('2026-12-24', 'es-ES', 'long')).toBe('24 de diciembre de 2026');
    expect(formatDate('2026-12-24', 'pt-BR', 'medium')).toMatch(/^24 de dez\.? de 2026$/);
    expect(formatDate('2026-12-24', 'es-ES', 'medium')).toMatch(/^24 dic 2026$/);
  });

  it('reads a bare language or an unknown locale, and the day never moves at either end of the year', () => {
    expect(formatDate('2027-01-01', 'en')).toBe('01/01/2027');
    expect(formatDate('2026-12-31', 'fr-FR')).toBe('31/12/2026');
    expect(formatDate('2026-01-01', 'en-US', 'long')).toBe('January 1, 2026');
    expect(formatDate('2026-12-31', 'pt-BR', 'long')).toBe('31 de dezembro de 2026');
  });
});

describe('typing a date in the reader’s order', () => {
  it('reads day first in pt-BR and es-ES and month first in en-US, as formatDate writes it', () => {
    expect(typedDateToApi('24/12/1998', 'pt-BR')).toBe('1998-12-24');
    expect(typedDateToApi('24/12/1998', 'es-ES')).toBe('1998-12-24');
    expect(typedDateToApi('12/24/1998', 'en-US')).toBe('1998-12-24');
    for (const locale of ['pt-BR', 'en-US', 'es-ES']) {
      expect(apiToTypedDate('1998-12-24', locale)).toBe(formatDate('1998-12-24', locale));
      expect(typedDateToApi(apiToTypedDate('2004-02-29', locale), locale)).toBe('2004-02-29');
    }
  });

  it('refuses an impossible day, the other language’s order when it cannot be a date, and partial text', () => {
    expect(typedDateToApi('24/12/1998', 'en-US')).toBe('');
    expect(typedDateToApi('12/24/1998', 'pt-BR')).toBe('');
    expect(typedDateToApi('31/02/2001', 'pt-BR')).toBe('');
    expect(typedDateToApi('02/31/2001', 'en-US')).toBe('');
    expect(typedDateToApi('12/1998', 'pt-BR')).toBe('');
    expect(apiToTypedDate('1998-12', 'pt-BR')).toBe('');
    expect(apiToTypedDate(null, 'en-US')).toBe('');
  });
});
