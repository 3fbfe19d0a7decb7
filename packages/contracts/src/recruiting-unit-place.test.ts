import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { unitPlaceErrors, vacancyFormSchema, vacancyToForm } from './recruiting';

const BETIM = { city: 'Betim', state: 'MG' };
const SAO_PAULO = { city: 'São Paulo', state: 'SP' };

describe('a vacancy is where its unit is', () => {
  it("accepts the unit's city however it is typed (accents, case, spaces aside)", () => {
    expect(unitPlaceErrors(SAO_PAULO, { city: 'São Paulo', state: 'SP' })).toEqual([]);
    expect(unitPlaceErrors(SAO_PAULO, { city: '  sao   PAULO ', state: 'sp' })).toEqual([]);
  });

  it('names each field that is not the unit’s', () => {
    expect(unitPlaceErrors(BETIM, { city: 'Contagem', state: 'MG' })).toEqual([
      { field: 'city', message: MESSAGES.unitCityMismatch },
    ]);
    expect(unitPlaceErrors(BETIM, { city: 'Betim', state: 'SP' })).toEqual([
      { field: 'state', message: MESSAGES.unitStateMismatch },
    ]);
    expect(unitPlaceErrors(BETIM, SAO_PAULO).map((e) => e.field)).toEqual(['city', 'state']);
  });

  it('in the editor, an unchosen unit is the one error of the place', () => {
    const parsed = vacancyFormSchema('pt-BR').safeParse(vacancyToForm());
    const fields = parsed.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(fields).toContain('unit_id');
    expect(fields).not.toContain('city');
    expect(fields).not.toContain('state');
  });
});
