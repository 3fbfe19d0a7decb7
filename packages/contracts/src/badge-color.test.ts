import { describe, expect, it } from 'vitest';
import { BADGE_COLORS, BADGE_TEXT_COLOR, badgeBand, badgeColor, initials } from './badge-color';
import { itMaps } from './test/maps';

/** WCAG 2 relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('badgeBand', () => {
  it.each([
    ['Antônio', 0],
    ['Eduardo', 0],
    ['Fábio', 1],
    ['João', 1],
    ['Karla', 2],
    ['Otávio', 2],
    ['Pedro', 3],
    ['Tiago', 3],
    ['Ursula', 4],
    ['Zélia', 4],
  ] as const)('puts %s in band %i (band edges)', (name, band) => {
    expect(badgeBand(name)).toBe(band);
  });

  it('ignores case, accents and leading spaces', () => {
    expect(badgeBand('érica')).toBe(badgeBand('Erica'));
    expect(badgeBand('Ñandu')).toBe(2);
    expect(badgeBand('  zeca')).toBe(4);
    expect(badgeBand('Ícaro')).toBe(1);
  });

  it('puts names that do not start with a letter A-Z in band 0', () => {
    expect(badgeBand('')).toBe(0);
    expect(badgeBand('3M Sistema')).toBe(0);
    expect(badgeBand('#intranet')).toBe(0);
    expect(badgeBand('Ωmega')).toBe(0);
  });
});

describe('BADGE_COLORS', () => {
  it('has five distinct colours, one per band', () => {
    expect(new Set(BADGE_COLORS).size).toBe(5);
    expect(badgeColor('Pedro')).toBe(BADGE_COLORS[3]);
  });

  it.each(BADGE_COLORS)('gives white text a contrast of at least 4.5:1 on %s', (color) => {
    expect(contrast(color, BADGE_TEXT_COLOR)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('initials', () => {
  itMaps(initials, [
    ['Maria da Silva', 'MS'],
    ['Ana', 'A'],
    ['  joão   pedro  ', 'JP'],
    ['Érica Araújo', 'ÉA'],
    ['ítalo ávila', 'ÍÁ'],
    ['', ''],
    ['   ', ''],
  ]);
});
