import { z } from 'zod';
import { isValidCpf } from './cpf';
import { MESSAGES } from './messages';

/** A company code of the CPF sign-in (spec §4 'taxid:company'): 1 to 9 digits. */
export const COMPANY_CODE_PATTERN = /^\d{1,9}$/;

/** Whether a company code of the CPF sign-in is well formed (the form and the server use this one rule). */
export function isCompanyCode(value: string): boolean {
  return COMPANY_CODE_PATTERN.test(value);
}

/** The intranet's e-mail sign-in form (spec §4): both fields required; the server says whether they match. */
export const emailSignInSchema = z.object({
  email: z.string().trim().min(1, { message: MESSAGES.required }).max(254, { message: MESSAGES.tooLong }),
  password: z.string().min(1, { message: MESSAGES.passwordRequired }).max(256, { message: MESSAGES.tooLong }),
});
export type EmailSignIn = z.infer<typeof emailSignInSchema>;

/** The intranet's CPF sign-in form (spec §4): a valid CPF (masked or not) and the company's numeric code. */
export const cpfSignInSchema = z.object({
  cpf: z.string().refine(isValidCpf, { message: MESSAGES.cpfInvalid }),
  company: z.string().trim().refine(isCompanyCode, { message: MESSAGES.companyCodeInvalid }),
});
export type CpfSignIn = z.infer<typeof cpfSignInSchema>;
