import { describe, expect, it } from 'vitest';
import { cpfSchema, formatCpf, isValidCpf, maskCpf, normalizeCpf } from './cpf';
import { MESSAGES } from './messages';
import { itMaps } from './test/maps';

describe('isValidCpf', () => {
  it.each(['52998224725', '529.982.247-25', ' 529.982.247-25 ', '11144477735'])('accepts %j', (value) => {
    expect(isValidCpf(value)).toBe(true);
  });

  it.each([
    ['52998224724', 'a wrong second check digit'],
    ['52998224715', 'a wrong first check digit'],
    ['11111111111', 'all digits equal'],
    ['00000000000', 'all zeros'],
    ['5299822472', '10 digits'],
    ['529982247250', '12 digits'],
    ['529.982.247-2a', 'a letter'],
    ['cpf 529.982.247-25', 'extra text'],
    ['', 'nothing'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidCpf(value)).toBe(false);
  });
});

describe('normalizeCpf', () => {
  it('keeps only digits', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(normalizeCpf(' 529 982 247 25 ')).toBe('52998224725');
    expect(normalizeCpf('abc')).toBe('');
  });
});

describe('formatCpf', () => {
  itMaps(formatCpf, [
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['529', '529'],
    ['5299', '529.9'],
    ['5299822', '529.982.2'],
    ['5299822472', '529.982.247-2'],
    ['529982247259999', '529.982.247-25'],
    ['', ''],
  ]);
});

describe('maskCpf', () => {
  it('shows only the middle digits', () => {
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
    expect(maskCpf('529.982.247-25')).toBe('***.982.247-**');
  });

  it('shows nothing of an incomplete number', () => {
    expect(maskCpf('5299822472')).toBe('');
  });
});

describe('cpfSchema', () => {
  it('outputs the digits of a valid CPF', () => {
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
  });

  it('reports the invalid CPF message', () => {
    const result = cpfSchema.safeParse('529.982.247-24');
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.cpfInvalid);
  });
});
