/** Two-letter codes of the 26 Brazilian states and the Federal District. */
export const BRAZIL_STATE_CODES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/** A Brazilian federative unit code ('SP', 'DF', ...). */
export type BrazilStateCode = (typeof BRAZIL_STATE_CODES)[number];

/** The 27 federative units (spec §3 "State options"), with their names in Portuguese, sorted by name. */
export const BRAZIL_STATES: readonly { code: BrazilStateCode; name: string }[] = [
  { code: 'AC', name: 'Acre' },
  { code: 'AL', name: 'Alagoas' },
  { code: 'AP', name: 'Amapá' },
  { code: 'AM', name: 'Amazonas' },
  { code: 'BA', name: 'Bahia' },
  { code: 'CE', name: 'Ceará' },
  { code: 'DF', name: 'Distrito Federal' },
  { code: 'ES', name: 'Espírito Santo' },
  { code: 'GO', name: 'Goiás' },
  { code: 'MA', name: 'Maranhão' },
  { code: 'MT', name: 'Mato Grosso' },
  { code: 'MS', name: 'Mato Grosso do Sul' },
  { code: 'MG', name: 'Minas Gerais' },
  { code: 'PA', name: 'Pará' },
  { code: 'PB', name: 'Paraíba' },
  { code: 'PR', name: 'Paraná' },
  { code: 'PE', name: 'Pernambuco' },
  { code: 'PI', name: 'Piauí' },
  { code: 'RJ', name: 'Rio de Janeiro' },
  { code: 'RN', name: 'Rio Grande do Norte' },
  { code: 'RS', name: 'Rio Grande do Sul' },
  { code: 'RO', name: 'Rondônia' },
  { code: 'RR', name: 'Roraima' },
  { code: 'SC', name: 'Santa Catarina' },
  { code: 'SP', name: 'São Paulo' },
  { code: 'SE', name: 'Sergipe' },
  { code: 'TO', name: 'Tocantins' },
];

/** Tells whether a value is a Brazilian state code, exactly as written ('SP' yes, 'sp' and 'São Paulo' no). */
export function isBrazilStateCode(value: unknown): value is BrazilStateCode {
  return typeof value === 'string' && (BRAZIL_STATE_CODES as readonly string[]).includes(value);
}

/**
 * CEP ranges of each state, as inclusive ranges of the first five digits (Correios). Some states have two
 * ranges because others sit between them (Roraima inside Amazonas, the Federal District inside Goiás).
 * 78900-78999 belongs to no state: Rondônia moved from it to 76800-76999 in 2008.
 */
export const CEP_RANGES: Record<BrazilStateCode, readonly (readonly [number, number])[]> = {
  SP: [[1000, 19999]],
  RJ: [[20000, 28999]],
  ES: [[29000, 29999]],
  MG: [[30000, 39999]],
  BA: [[40000, 48999]],
  SE: [[49000, 49999]],
  PE: [[50000, 56999]],
  AL: [[57000, 57999]],
  PB: [[58000, 58999]],
  RN: [[59000, 59999]],
  CE: [[60000, 63999]],
  PI: [[64000, 64999]],
  MA: [[65000, 65999]],
  PA: [[66000, 68899]],
  AP: [[68900, 68999]],
  AM: [
    [69000, 69299],
    [69400, 69899],
  ],
  RR: [[69300, 69399]],
  AC: [[69900, 69999]],
  DF: [
    [70000, 72799],
    [73000, 73699],
  ],
  GO: [
    [72800, 72999],
    [73700, 76799],
  ],
  RO: [[76800, 76999]],
  TO: [[77000, 77999]],
  MT: [[78000, 78899]],
  MS: [[79000, 79999]],
  PR: [[80000, 87999]],
  SC: [[88000, 89999]],
  RS: [[90000, 99999]],
};

/** Digits of a CEP when it has exactly 8 of them, plain or masked ('01310-100', '01310100'); else null. */
function cepDigits(cep: string): string | null {
  const trimmed = cep.trim();
  return /^\d{5}-?\d{3}$/.test(trimmed) ? trimmed.replace('-', '') : null;
}

/** A CEP (Brazilian postal code) is 8 digits, optionally written 'xxxxx-xxx'. */
export function isValidCep(cep: string): boolean {
  return cepDigits(cep) !== null;
}

/** The state a CEP belongs to by its first five digits, or null when no state's range holds it. */
export function stateOfCep(cep: string): BrazilStateCode | null {
  const digits = cepDigits(cep);
  if (!digits) return null;
  const prefix = Number(digits.slice(0, 5));
  const match = BRAZIL_STATE_CODES.find((code) =>
    CEP_RANGES[code].some(([from, to]) => prefix >= from && prefix <= to),
  );
  return match ?? null;
}

/** True when the CEP is valid and lies in one of the CEP ranges of the given state code. */
export function isPostalCodeConsistentWithState(cep: string, uf: string): boolean {
  return isBrazilStateCode(uf) && stateOfCep(cep) === uf;
}
