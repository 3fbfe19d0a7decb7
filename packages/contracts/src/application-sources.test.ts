import { describe, expect, it } from 'vitest';
import { sourceOfLink } from './application-sources';

describe('sourceOfLink (issue 29 point 6)', () => {
  it.each([
    ['?source=alert&lang=es-ES', { source: 'alert' }],
    ['?source=share', { source: 'share' }],
    ['?source=invitation', { source: 'invitation' }],
    ['?utm_source=Indeed&utm_medium=cpc', { source: 'external', source_detail: 'indeed' }],
    ['?ref=vagas.com.br', { source: 'external', source_detail: 'vagas.com.br' }],
    // Our own mark wins over a board's; an unknown mark of ours is no mark.
    ['?source=alert&utm_source=indeed', { source: 'alert' }],
    ['?source=external', null],
    ['?source=nonsense', null],
    ['?utm_source=%3Cscript%3E', { source: 'external', source_detail: 'script' }],
    [`?ref=${'x'.repeat(80)}`, { source: 'external', source_detail: 'x'.repeat(40) }],
    ['?lang=pt-BR', null],
    ['', null],
  ])('%s → %j', (query, expected) => {
    expect(sourceOfLink(new URLSearchParams(query))).toEqual(expected);
  });
});
