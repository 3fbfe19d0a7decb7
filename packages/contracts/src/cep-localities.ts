import { type BrazilStateCode, isValidCep, stateOfCep } from './brazil-states';

/**
 * CEP ranges of some localities (Correios' 'faixas de CEP por localidade', first five digits, inclusive): the
 * cities of the company's units and the largest capitals. A CEP in one of them names its city; any other valid CEP
 * names only its state (the address form then leaves the city to the person). Street and district are never
 * guessed: a range says nothing about them.
 */
const LOCALITIES: readonly {
  city: string;
  state: BrazilStateCode;
  ranges: readonly (readonly [number, number])[];
}[] = [
  { city: 'Jaraguá do Sul', state: 'SC', ranges: [[89250, 89269]] },
  { city: 'Guaramirim', state: 'SC', ranges: [[89270, 89274]] },
  { city: 'Joinville', state: 'SC', ranges: [[89200, 89239]] },
  { city: 'Itajaí', state: 'SC', ranges: [[88300, 88319]] },
  { city: 'Florianópolis', state: 'SC', ranges: [[88000, 88099]] },
  {
    city: 'São Paulo',
    state: 'SP',
    ranges: [
      [1000, 5999],
      [8000, 8499],
    ],
  },
  { city: 'Rio de Janeiro', state: 'RJ', ranges: [[20000, 23799]] },
  { city: 'Belo Horizonte', state: 'MG', ranges: [[30000, 31999]] },
  { city: 'Betim', state: 'MG', ranges: [[32500, 32689]] },
  { city: 'Caxias do Sul', state: 'RS', ranges: [[95000, 95124]] },
  { city: 'Porto Alegre', state: 'RS', ranges: [[90000, 91999]] },
  { city: 'Curitiba', state: 'PR', ranges: [[80000, 82999]] },
  { city: 'Manaus', state: 'AM', ranges: [[69000, 69099]] },
  { city: 'Salvador', state: 'BA', ranges: [[40000, 42499]] },
  { city: 'Recife', state: 'PE', ranges: [[50000, 52999]] },
  { city: 'Fortaleza', state: 'CE', ranges: [[60000, 61599]] },
  { city: 'Goiânia', state: 'GO', ranges: [[74000, 74899]] },
  { city: 'Vitória', state: 'ES', ranges: [[29000, 29099]] },
];

/** What a CEP tells of an address: its state, and its city when known; null for an invalid CEP. */
export function placeOfCep(cep: string): { state: BrazilStateCode; city: string | null } | null {
  const state = isValidCep(cep) ? stateOfCep(cep) : null;
  if (!state) return null;
  const prefix = Number(cep.replace(/\D/g, '').slice(0, 5));
  const locality = LOCALITIES.find(
    (place) => place.state === state && place.ranges.some(([from, to]) => prefix >= from && prefix <= to),
  );
  return { state, city: locality?.city ?? null };
}
