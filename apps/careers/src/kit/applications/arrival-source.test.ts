import { afterEach, describe, expect, it } from 'vitest';
import { arrivalSource, rememberArrivalSource } from './arrival-source';

describe('the arrival source (issue 29 point 6)', () => {
  afterEach(() => sessionStorage.clear());

  it('is nothing (direct) without a marked link', () => {
    rememberArrivalSource('?lang=es-ES');
    expect(arrivalSource()).toEqual({});
  });

  it('keeps our own mark and a job board’s name through later pages without a mark', () => {
    rememberArrivalSource('?source=alert&lang=pt-BR');
    rememberArrivalSource('?next=/vagas/7');
    expect(arrivalSource()).toEqual({ source: 'alert' });
    rememberArrivalSource('?utm_source=Indeed&utm_medium=cpc');
    expect(arrivalSource()).toEqual({ source: 'external', source_detail: 'indeed' });
    rememberArrivalSource('?ref=catho');
    expect(arrivalSource()).toEqual({ source: 'external', source_detail: 'catho' });
  });

  it('ignores a stored value that is not a source', () => {
    sessionStorage.setItem('portal.arrival-source', JSON.stringify({ source: 'hacked' }));
    expect(arrivalSource()).toEqual({});
    sessionStorage.setItem('portal.arrival-source', '{not json');
    expect(arrivalSource()).toEqual({});
  });
});
