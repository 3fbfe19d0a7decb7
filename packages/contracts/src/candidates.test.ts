import { describe, expect, it } from 'vitest';
import {
  accountConsentsSchema,
  accountPasswordSchema,
  confirmCodeBodySchema,
  isFullName,
  registrationBodySchema,
} from './candidates';
import { MESSAGES } from './messages';
import { fieldMessages } from './test/field-messages';
import { itMaps } from './test/maps';

// The registration's rules (spec §5: full name, e-mail in use, password, policies) as the careers form and
// POST /users/registration/v1 both read them (decision 0010).

describe('full name', () => {
  itMaps(
    isFullName,
    [
      ['Ana', false],
      ['  Ana   ', false],
      ['Ana Souza', true],
      ['José da Silva', true],
      ['Ana 123', false],
    ],
    'needs a first and a last name: %j is %s',
  );
});

describe('registration body (the server schema of POST /users/registration/v1)', () => {
  const valid = {
    name: '  Ana   Souza ',
    email: ' ana@example.com ',
    password: 'Carreira-Nova-2026!',
    privacy_policy_consent: true,
    data_storage_consent: true,
  };

  it('normalizes the name and the e-mail and defaults the language to pt-BR', () => {
    const parsed = registrationBodySchema.parse(valid);
    expect(parsed).toMatchObject({ name: 'Ana Souza', email: 'ana@example.com', language: 'pt-BR' });
  });

  it('reports every rule of spec §5 with its message key', () => {
    const result = registrationBodySchema.safeParse({
      ...valid,
      name: 'Ana',
      privacy_policy_consent: false,
      data_storage_consent: false,
    });
    expect(fieldMessages(result)).toEqual({
      name: MESSAGES.fullNameRequired,
      privacy_policy_consent: MESSAGES.termsRequired,
      // Each consent's message names that consent (issue 27): the data storage's is not the terms'.
      data_storage_consent: MESSAGES.dataStorageRequired,
    });
    // With a full name, the same password breaks the name rule (accent- and case-insensitive).
    const withName = registrationBodySchema.safeParse({
      ...valid,
      name: 'Ána Souza',
      password: 'xx-ANA-2026-long!',
    });
    expect(fieldMessages(withName)).toEqual({ password: MESSAGES.passwordContainsName });
  });

  it('requires a password', () => {
    expect(fieldMessages(registrationBodySchema.safeParse({ ...valid, password: '' })).password).toBe(
      MESSAGES.passwordRequired,
    );
  });
});

describe('form steps', () => {
  it('screen 4 checks the confirmation', () => {
    const result = accountPasswordSchema.safeParse({
      name: 'Ana Souza',
      password: 'Carreira-Nova-2026!',
      confirmation: 'Carreira-Nova-2026',
    });
    expect(fieldMessages(result)).toEqual({ confirmation: MESSAGES.passwordsMustMatch });
  });

  it('screen 5 needs both consents, and each refusal names its own consent', () => {
    expect(
      fieldMessages(
        accountConsentsSchema.safeParse({ privacy_policy_consent: true, data_storage_consent: false }),
      ),
    ).toEqual({
      data_storage_consent: MESSAGES.dataStorageRequired,
    });
    expect(
      fieldMessages(
        accountConsentsSchema.safeParse({ privacy_policy_consent: false, data_storage_consent: true }),
      ),
    ).toEqual({
      privacy_policy_consent: MESSAGES.termsRequired,
    });
  });

  it('a confirmation code is 6 digits', () => {
    const base = { user_id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b', user_email: 'a@b.co' };
    expect(confirmCodeBodySchema.safeParse({ ...base, confirmation_code: '012345' }).success).toBe(true);
    expect(fieldMessages(confirmCodeBodySchema.safeParse({ ...base, confirmation_code: '12345a' }))).toEqual({
      confirmation_code: MESSAGES.confirmationCodeInvalid,
    });
  });
});
