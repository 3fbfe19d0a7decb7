import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  apprenticeRange,
  hiredSinceFigures,
  pcdQuotaRate,
  pcdRequired,
  quotaFiguresSchema,
  quotaGap,
  validateFiguresDate,
} from './quotas';

describe('PcD quota (Lei 8.213/91 art. 93)', () => {
  it.each([
    // headcount, rate %, required
    [0, 0, 0],
    [99, 0, 0],
    [100, 2, 2],
    [101, 2, 3], // 2.02 → 3: a fraction of a person counts whole
    [150, 2, 3],
    [200, 2, 4],
    [201, 3, 7], // 6.03 → 7
    [500, 3, 15],
    [501, 4, 21], // 20.04 → 21
    [1000, 4, 40],
    [1001, 5, 51], // 50.05 → 51
    [2500, 5, 125],
    [12_345, 5, 618], // 617.25 → 618
  ])('%i employees: rate %i, %i people', (headcount, rate, required) => {
    expect(pcdQuotaRate(headcount)).toBe(rate);
    expect(pcdRequired(headcount)).toBe(required);
  });
});

describe('apprentice quota (CLT art. 429)', () => {
  it.each([
    // base (workers in functions that require training), min, max
    [0, 0, 0],
    [1, 0, 0],
    [6, 0, 0], // 0.3 → 1, but 15 % of 6 is 0.9: the maximum binds
    [7, 1, 1], // 0.35 → 1; 1.05 → 1
    [14, 1, 2],
    [20, 1, 3], // exactly 1; 3
    [21, 2, 3], // 1.05 → 2
    [40, 2, 6],
    [100, 5, 15],
    [101, 6, 15],
    [1234, 62, 185], // 61.7 → 62; 185.1 → 185
  ])('base %i: at least %i, at most %i', (base, min, max) => {
    expect(apprenticeRange(base)).toEqual({ min, max });
  });
});

describe('gap', () => {
  it.each([
    [5, 0, 0, 5],
    [5, 3, 1, 1],
    [5, 4, 1, 0],
    [5, 9, 2, 0], // more than required: no negative gap
  ])('required %i, employed %i, hired %i: %i missing', (required, employed, hired, gap) => {
    expect(quotaGap(required, employed, hired)).toBe(gap);
  });
});

describe('recorded figures', () => {
  it('are whole, non-negative counts', () => {
    const valid = {
      figures_date: '2026-11-20',
      company: { headcount: 1200, pcd_employed: 40 },
      units: [{ unit_id: 1, headcount: 600, apprentice_base: 300, apprentices_employed: 10 }],
    };
    expect(quotaFiguresSchema.safeParse(valid).success).toBe(true);
    for (const bad of [-1, 1.5, 2_000_000]) {
      expect(
        quotaFiguresSchema.safeParse({ ...valid, company: { headcount: bad, pcd_employed: 0 } }).success,
      ).toBe(false);
    }
  });
});

describe('the figures’ day (decision 0088)', () => {
  it.each([
    ['2026-11-25', null],
    ['2026-11-24', null],
    ['2000-01-01', null],
    ['2026-11-26', MESSAGES.dateInFuture],
    ['2026-02-30', MESSAGES.dateInvalid],
    ['1999-12-31', MESSAGES.dateInvalid],
    ['25/11/2026', MESSAGES.dateInvalid],
    ['', MESSAGES.dateInvalid],
  ])('%s on 2026-11-25: %s', (date, message) => {
    expect(validateFiguresDate(date, '2026-11-25')).toBe(message);
  });

  it('a hire counts from the figures’ day on; every hire counts while none were recorded', () => {
    expect(hiredSinceFigures('2026-11-20', '2026-11-20')).toBe(true);
    expect(hiredSinceFigures('2026-11-21', '2026-11-20')).toBe(true);
    expect(hiredSinceFigures('2026-11-19', '2026-11-20')).toBe(false);
    expect(hiredSinceFigures('2020-01-01', null)).toBe(true);
  });
});
