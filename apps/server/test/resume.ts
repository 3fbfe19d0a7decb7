/** The basic information of a resume as the careers site sends it (`PUT /curriculum/basic-information/v1`). */
export const basicInformation = (picture: string, cpf: string) => ({
  picture,
  name: 'Maria da Silva',
  birthdate: '2000-05-20',
  nationality: 'Brasileira',
  sex: 'female',
  cpf,
  email: 'maria@example.com',
  phone: '(47) 99876-5432',
  secondary_phone: '',
});

/** A valid CPF (check digits computed) made from `serial`: a different one for each serial below 10^9. */
export function cpfOf(serial: number): string {
  const base = String(serial % 1_000_000_000)
    .padStart(9, '0')
    .split('')
    .map(Number);
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join('');
}

let cpfCounter = 0;
/** Valid CPFs, a new one per call in this process. */
export function nextCpf(): string {
  return cpfOf(123456000 + ++cpfCounter);
}
