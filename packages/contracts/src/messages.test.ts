import { describe, expect, it } from 'vitest';
import { APPRENTICE_MAX_AGE, APPRENTICE_MIN_AGE, PASSWORD_MIN_LENGTH } from './constants';
import { LOCALES } from './locales';
import { isMessageKey, MESSAGES, type MessageName } from './messages';
import { createCommonI18n } from './test/common-i18n';

/** The English wording the spec (§5, §8) gives for each message. */
const SPEC_ENGLISH: Partial<Record<MessageName, string>> = {
  fullNameRequired: 'Please enter your full name',
  emailInUse: 'This email address is already in use',
  passwordRequired: 'Please enter a password',
  passwordsMustMatch: 'The passwords must be equal',
  termsRequired: 'The terms and conditions must be accepted',
  birthdateInvalid: 'Please enter a valid date of birth',
  phoneInvalid: 'Please enter a valid phone number',
  secondaryPhoneSameAsPrimary: 'The secondary phone number cannot be the same as the primary phone number',
  dateInvalid: 'The provided date is invalid',
  postalCodeInvalid: 'Please enter a valid postal code',
  stateAcronymOnly: "Please enter only the state's acronym",
  numberTooLarge: 'The provided number exceeds the size limit',
  pictureRequired: 'Please choose a picture to continue',
  pictureConversionFailed: 'There was an error converting the selected file',
  duplicateDegree: 'It is not possible to add duplicate degrees',
  degreeRequired: 'Please add at least one degree to continue',
  lastDegreeDelete: 'Please add another formation before deleting this one',
  selectAtLeastOne: 'Select at least one option',
  apprenticeAge: 'You must be between 14 and 24 years old to select this option',
  required: 'This field is required',
  emailInvalid: 'Please enter a valid email address',
};

describe('MESSAGES', () => {
  it('shows the spec’s exact English wording', async () => {
    const i18n = await createCommonI18n('en-US');
    for (const [name, text] of Object.entries(SPEC_ENGLISH)) {
      expect(i18n.t(MESSAGES[name as MessageName]), name).toBe(text);
    }
  });

  it('shows the spec’s Portuguese texts of the error catalogue', async () => {
    const i18n = await createCommonI18n('pt-BR');
    expect(i18n.t(MESSAGES.errorTitle)).toBe('Erro');
    expect(i18n.t(MESSAGES.connectionError)).toBe(
      'Houve um erro de conexão, por favor tente novamente. Se o erro persistir, contate o suporte',
    );
    expect(i18n.t(MESSAGES.imageTooLarge)).toBe('A imagem selecionada excede o tamanho limite (8 MB)');
  });

  it('gives every name its own key', () => {
    const keys = Object.values(MESSAGES);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(LOCALES)('states the business limits that the rules enforce (%s)', async (locale) => {
    const i18n = await createCommonI18n(locale);
    expect(i18n.t(MESSAGES.passwordTooShort)).toContain(String(PASSWORD_MIN_LENGTH));
    expect(i18n.t(MESSAGES.apprenticeAge)).toContain(String(APPRENTICE_MIN_AGE));
    expect(i18n.t(MESSAGES.apprenticeAge)).toContain(String(APPRENTICE_MAX_AGE));
  });

  it.each([
    ['en-US', 'Must be at most 120 characters', 'You can add at most 5 items'],
    ['pt-BR', 'Deve ter no máximo 120 caracteres', 'Você pode adicionar no máximo 5 itens'],
    ['es-ES', 'Debe tener como máximo 120 caracteres', 'Puedes añadir como máximo 5 elementos'],
  ] as const)(
    'interpolates limits into the length and count messages (%s)',
    async (locale, tooLong, maxItems) => {
      const i18n = await createCommonI18n(locale);
      expect(i18n.t(MESSAGES.tooLong, { max: 120 })).toBe(tooLong);
      expect(i18n.t(MESSAGES.maxItems, { max: 5 })).toBe(maxItems);
    },
  );
});

describe('isMessageKey', () => {
  it.each(['validation.fullNameRequired', 'errors.connection'])('accepts the message key %j', (key) => {
    expect(isMessageKey(key)).toBe(true);
  });

  it.each(['fullNameRequired', 'validation.unknownRule', 'Please enter your full name', undefined, 42])(
    'rejects %j, which is no message key',
    (value) => {
      expect(isMessageKey(value)).toBe(false);
    },
  );
});
