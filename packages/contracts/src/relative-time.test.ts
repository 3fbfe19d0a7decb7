import { describe, expect, it } from 'vitest';
import type { Locale } from './locales';
import { RELATIVE_TIME_KEYS, type RelativeTime, relativeTime } from './relative-time';
import { createCommonI18n } from './test/common-i18n';

const now = new Date(2024, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [0, { unit: 'now' }],
    [59 * SECOND + 999, { unit: 'now' }],
    [60 * SECOND, { unit: 'minutes', value: 1 }],
    [59 * MINUTE + 59 * SECOND, { unit: 'minutes', value: 59 }],
    [60 * MINUTE, { unit: 'hours', value: 1 }],
    [23 * HOUR + 59 * MINUTE, { unit: 'hours', value: 23 }],
    [24 * HOUR, { unit: 'days', value: 1 }],
    [7 * DAY - 1, { unit: 'days', value: 6 }],
  ])('%i ms ago → %j', (elapsed, expected) => {
    expect(relativeTime(ago(elapsed), now, 'pt-BR')).toEqual(expected);
  });

  it('shows the date from 7 days on, as the reader’s language writes it', () => {
    expect(relativeTime(ago(7 * DAY), now, 'pt-BR')).toEqual({ unit: 'date', text: '08/06/2024' });
    expect(relativeTime(ago(7 * DAY), now, 'es-ES')).toEqual({ unit: 'date', text: '08/06/2024' });
    expect(relativeTime(ago(7 * DAY), now, 'en-US')).toEqual({ unit: 'date', text: '06/08/2024' });
    expect(relativeTime(new Date(2023, 11, 31, 23, 59), now, 'pt-BR')).toEqual({
      unit: 'date',
      text: '31/12/2023',
    });
    expect(relativeTime(new Date(2023, 11, 24, 23, 59), now, 'en-US')).toEqual({
      unit: 'date',
      text: '12/24/2023',
    });
  });

  it('treats a date in the future as now', () => {
    expect(relativeTime(new Date(now.getTime() + HOUR), now, 'en-US')).toEqual({ unit: 'now' });
  });
});

describe('relative time texts', () => {
  async function render(locale: Locale, time: RelativeTime): Promise<string> {
    const i18n = await createCommonI18n(locale);
    if (time.unit === 'date') return time.text;
    if (time.unit === 'now') return i18n.t(RELATIVE_TIME_KEYS.now);
    return i18n.t(RELATIVE_TIME_KEYS[time.unit], { count: time.value });
  }

  it.each([
    ['en-US', 30 * SECOND, 'now'],
    ['en-US', 1 * MINUTE, '1 min ago'],
    ['en-US', 5 * MINUTE, '5 min ago'],
    ['en-US', 1 * HOUR, '1 hour ago'],
    ['en-US', 3 * HOUR, '3 hours ago'],
    ['en-US', 1 * DAY, '1 day ago'],
    ['en-US', 2 * DAY, '2 days ago'],
    ['pt-BR', 30 * SECOND, 'agora'],
    ['pt-BR', 1 * HOUR, 'há 1 hora'],
    ['pt-BR', 5 * HOUR, 'há 5 horas'],
    ['pt-BR', 6 * DAY, 'há 6 dias'],
    ['es-ES', 1 * DAY, 'hace 1 día'],
    ['es-ES', 4 * DAY, 'hace 4 días'],
    ['es-ES', 45 * MINUTE, 'hace 45 min'],
  ] as const)('%s: %i ms ago reads %j', async (locale, elapsed, text) => {
    expect(await render(locale, relativeTime(ago(elapsed), now, locale))).toBe(text);
  });

  it('has a plural form for every count each unit can show, in every language', async () => {
    const ranges = { minutes: 59, hours: 23, days: 6 } as const;
    for (const locale of ['pt-BR', 'en-US', 'es-ES'] as const) {
      const i18n = await createCommonI18n(locale);
      for (const [unit, max] of Object.entries(ranges) as [keyof typeof ranges, number][]) {
        for (let count = 1; count <= max; count++) {
          const text = i18n.t(RELATIVE_TIME_KEYS[unit], { count });
          expect(text, `${locale} ${unit} ${count}`).toContain(String(count));
        }
      }
    }
  });
});
