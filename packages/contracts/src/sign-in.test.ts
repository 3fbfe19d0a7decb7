import { describe, expect, it } from 'vitest';
import { contactFormFieldsSchema, contactFormToBody } from './contact';
import { MESSAGES } from './messages';
import { cpfSignInSchema, emailSignInSchema, isCompanyCode } from './sign-in';
import { fieldMessages } from './test/field-messages';
import { passwordChangeFormSchema } from './users';

describe('intranet sign-in schemas', () => {
  it('e-mail sign-in: both fields required', () => {
    expect(fieldMessages(emailSignInSchema.safeParse({ email: ' ', password: '' }))).toEqual({
      email: MESSAGES.required,
      password: MESSAGES.passwordRequired,
    });
    expect(emailSignInSchema.parse({ email: ' ana@example.com ', password: 'x' }).email).toBe(
      'ana@example.com',
    );
  });

  it('CPF sign-in: a valid CPF, masked or not, and a numeric company code of 1 to 9 digits', () => {
    expect(cpfSignInSchema.safeParse({ cpf: '529.982.247-25', company: '1' }).success).toBe(true);
    expect(cpfSignInSchema.safeParse({ cpf: '52998224725', company: '123456789' }).success).toBe(true);
    expect(fieldMessages(cpfSignInSchema.safeParse({ cpf: '123.456.789-00', company: 'A1' }))).toEqual({
      cpf: MESSAGES.cpfInvalid,
      company: MESSAGES.companyCodeInvalid,
    });
    expect(isCompanyCode('1234567890')).toBe(false);
    expect(isCompanyCode('')).toBe(false);
  });
});

describe('change-password form schema', () => {
  const schema = passwordChangeFormSchema('Rafael Reset');
  it('applies the one password policy with the user’s name, and the confirmation must match', () => {
    expect(
      fieldMessages(
        schema.safeParse({ current_password: 'a', new_password: 'Curta-1', confirmation: 'Curta-2' }),
      ),
    ).toEqual({ new_password: MESSAGES.passwordTooShort, confirmation: MESSAGES.passwordsMustMatch });
    expect(
      fieldMessages(
        schema.safeParse({
          current_password: 'a',
          new_password: 'Rafael-Portal-2026!',
          confirmation: 'Rafael-Portal-2026!',
        }),
      ),
    ).toEqual({ new_password: MESSAGES.passwordContainsName });
    expect(
      schema.safeParse({
        current_password: 'a',
        new_password: 'Nova-Senha-Portal-2026!',
        confirmation: 'Nova-Senha-Portal-2026!',
      }).success,
    ).toBe(true);
  });
});

describe('contact form fields', () => {
  it('asks for a yes/no choice and a state; the body carries consent as a boolean', () => {
    const empty = { name: 'Maria', email: 'maria@example.org', state: '', message: 'Oi', consent: '' };
    expect(fieldMessages(contactFormFieldsSchema.safeParse(empty))).toEqual({
      state: MESSAGES.stateRequired,
      consent: MESSAGES.consentChoiceRequired,
    });
    expect(contactFormToBody({ ...empty, state: 'SC', consent: 'no' })).toEqual({
      name: 'Maria',
      email: 'maria@example.org',
      state: 'SC',
      message: 'Oi',
      consent: false,
    });
  });
});
