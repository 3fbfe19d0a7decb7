import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { MESSAGES } from './messages';
import {
  passwordCriteria,
  refinePassword,
  validatePassword,
  validatePasswordConfirmation,
} from './password-policy';

// The password rule of spec §5 (15 characters, three of the four classes, not the person's name), one function for
// the careers and intranet forms and the server.

describe('passwordCriteria', () => {
  it.each([
    ['a'.repeat(PASSWORD_MIN_LENGTH - 1), false],
    ['a'.repeat(PASSWORD_MIN_LENGTH), true],
    // 14 emoji are 28 UTF-16 units but only 14 characters.
    ['🔒'.repeat(14), false],
  ])('counts the minimum length in characters, not UTF-16 units: %j', (password, minLength) => {
    expect(passwordCriteria(password).minLength).toBe(minLength);
  });

  it.each([
    ['ação', { lowercase: true, uppercase: false, classes: 1 }],
    ['ÇÃO', { lowercase: false, uppercase: true, classes: 1 }],
    ['2024', { number: true, classes: 1 }],
    ['#!_', { special: true, classes: 1 }],
    ['aB3$', { classes: 4 }],
  ])('detects each character class, accented letters included: %j', (password, criteria) => {
    expect(passwordCriteria(password)).toMatchObject(criteria);
  });

  it('does not count spaces as special characters', () => {
    expect(passwordCriteria('frase com espaços').special).toBe(false);
  });

  it('rejects the first or last name, ignoring case and accents', () => {
    const name = 'José Antônio da Conceição';
    expect(passwordCriteria('xxJOSExx-2024', name).notContainName).toBe(false);
    expect(passwordCriteria('minha-conceicao-99', name).notContainName).toBe(false);
    expect(passwordCriteria('Conceição', name).notContainName).toBe(false);
  });

  it('allows middle names and name parts shorter than 2 characters', () => {
    expect(passwordCriteria('antonio-e-da-2024', 'José Antônio da Conceição').notContainName).toBe(true);
    expect(passwordCriteria('e-muito-longa', 'E Souza').notContainName).toBe(true);
    expect(passwordCriteria('tem-souza-aqui', 'E Souza').notContainName).toBe(false);
  });

  it('treats a missing or blank name as nothing to avoid', () => {
    expect(passwordCriteria('qualquer').notContainName).toBe(true);
    expect(passwordCriteria('qualquer', '   ').notContainName).toBe(true);
  });
});

describe('validatePassword', () => {
  const strong = 'Correct-Horse-Battery-7';

  it('accepts a long password with enough classes that avoids the name', () => {
    expect(validatePassword(strong, 'Maria Silva')).toBeNull();
  });

  it('reports the first broken rule, in order', () => {
    expect(validatePassword('')).toBe(MESSAGES.passwordRequired);
    expect(validatePassword('Ab1!')).toBe(MESSAGES.passwordTooShort);
    expect(validatePassword('onlylowercaseletters')).toBe(MESSAGES.passwordClasses);
    expect(validatePassword('Maria-Password-2024', 'Maria Silva')).toBe(MESSAGES.passwordContainsName);
  });

  it('needs 3 of the 4 classes, not all 4', () => {
    expect(validatePassword('lowercase and UPPERCASE 12')).toBeNull();
    expect(validatePassword('lowercaseandupper1')).toBe(MESSAGES.passwordClasses);
  });

  it('accepts exactly the minimum length and rejects one less', () => {
    expect(validatePassword('Abcdefghijkl-12')).toBeNull();
    expect(validatePassword('Abcdefghijk-12')).toBe(MESSAGES.passwordTooShort);
  });
});

describe('validatePasswordConfirmation', () => {
  it('requires the confirmation and an exact match', () => {
    expect(validatePasswordConfirmation('Secret-Password-1', '')).toBe(MESSAGES.required);
    expect(validatePasswordConfirmation('Secret-Password-1', 'secret-password-1')).toBe(
      MESSAGES.passwordsMustMatch,
    );
    expect(validatePasswordConfirmation('Secret-Password-1', 'Secret-Password-1')).toBeNull();
  });
});

describe('refinePassword', () => {
  const schema = z.object({ name: z.string(), newPassword: z.string(), repeat: z.string() }).superRefine(
    refinePassword((d) => ({ password: d.newPassword, confirmation: d.repeat, name: d.name }), {
      password: 'newPassword',
      confirmation: 'repeat',
    }),
  );

  it('puts each problem on its own field', () => {
    const result = schema.safeParse({ name: 'Ana Souza', newPassword: 'souza-Souza-2024', repeat: 'other' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['newPassword', MESSAGES.passwordContainsName],
      ['repeat', MESSAGES.passwordsMustMatch],
    ]);
  });

  it('passes a good password with a matching confirmation', () => {
    const password = 'Long-Enough-Password-9';
    expect(schema.safeParse({ name: 'Ana Souza', newPassword: password, repeat: password }).success).toBe(
      true,
    );
  });

  it('uses the default field names and skips a confirmation the form does not have', () => {
    const single = z.object({ password: z.string() }).superRefine(refinePassword((d) => d));
    const result = single.safeParse({ password: 'short' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', MESSAGES.passwordTooShort],
    ]);
  });
});
