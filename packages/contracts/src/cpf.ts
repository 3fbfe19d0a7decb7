import { cpf } from 'cpf-cnpj-validator';
import { z } from 'zod';
import { MESSAGES } from './messages';

/** Keeps only the digits of a CPF ('529.982.247-25' → '52998224725'). */
export function normalizeCpf(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Checks a CPF (Brazilian tax id): 11 digits, plain or in the official mask 'xxx.xxx.xxx-xx' (surrounding
 * spaces allowed), with both check digits right and not a known fake number such as all-equal digits.
 */
export function isValidCpf(value: string): boolean {
  return cpf.isValid(value.trim(), true);
}

/**
 * Applies the mask 'xxx.xxx.xxx-xx' to whatever digits there are, so it also works while typing:
 * '52998224725' → '529.982.247-25', '5299822' → '529.982.2'. Digits past the 11th are dropped.
 */
export function formatCpf(value: string): string {
  const digits = normalizeCpf(value).slice(0, 11);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('.');
  const check = digits.slice(9);
  return check ? `${groups}-${check}` : groups;
}

/** Hides a CPF's first three and last two digits: '52998224725' → '***.982.247-**'; '' unless 11 digits. */
export function maskCpf(value: string): string {
  const digits = normalizeCpf(value);
  if (digits.length !== 11) return '';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** A CPF field: accepts a valid CPF (masked or not), outputs its 11 digits; otherwise the invalid CPF message. */
export const cpfSchema = z
  .string()
  .refine(isValidCpf, { message: MESSAGES.cpfInvalid })
  .transform(normalizeCpf);
