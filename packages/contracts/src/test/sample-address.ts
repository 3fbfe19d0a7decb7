import type { Address } from '@portal/contracts/resume';

/** A valid Brazilian address for tests (the CEP belongs to the state and city), with no complement. */
export const SAMPLE_ADDRESS: Address = {
  country: 'BR',
  postal_code: '89251-000',
  state: 'SC',
  city: 'Jaraguá do Sul',
  district: 'Centro',
  street: 'Rua Walter Marquardt',
  number: '1000',
  complement: '',
};
