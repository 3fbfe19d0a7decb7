import { describe, expect, it } from 'vitest';
import { placeOfCep } from './cep-localities';
import { MESSAGES } from './messages';
import { addressFormSchema, basicInformationFormSchema, interestsFormSchema } from './resume-profile-forms';
import { fieldMessages } from './test/field-messages';
import { SAMPLE_ADDRESS } from './test/sample-address';

const basic = {
  picture: 'data:image/png;base64,AAAA',
  name: 'Maria da Silva',
  birthdate: '12/04/1998',
  nationality: 'Brasileira',
  sex: 'female' as const,
  cpf: '529.982.247-25',
  email: 'maria@example.com',
  phone: '(47) 99876-5432',
  secondary_phone: '',
  pcd: '' as const,
  disability_type: '',
};

describe('basicInformationFormSchema', () => {
  const schema = basicInformationFormSchema('2026-06-15');
  it('accepts the masked values a person types', () => {
    expect(schema.safeParse(basic).success).toBe(true);
  });
  it("names each refused field with the spec's message key", () => {
    const result = schema.safeParse({
      ...basic,
      picture: '',
      name: ' ',
      birthdate: '31/02/2001',
      cpf: '111.111.111-11',
      secondary_phone: '(47) 99876-5432',
      pcd: 'yes',
    });
    expect(fieldMessages(result)).toEqual({
      picture: MESSAGES.pictureRequired,
      name: MESSAGES.fullNameRequired,
      birthdate: MESSAGES.birthdateInvalid,
      cpf: MESSAGES.cpfInvalid,
      secondary_phone: MESSAGES.secondaryPhoneSameAsPrimary,
      disability_type: MESSAGES.required,
    });
  });
  it('refuses a birthdate after today', () => {
    expect(fieldMessages(schema.safeParse({ ...basic, birthdate: '16/06/2026' }))).toEqual({
      birthdate: MESSAGES.birthdateInvalid,
    });
  });
});

describe('addressFormSchema', () => {
  const address = SAMPLE_ADDRESS;
  it('checks a Brazilian CEP against its state; another country only needs a postal code', () => {
    expect(addressFormSchema.safeParse(address).success).toBe(true);
    expect(fieldMessages(addressFormSchema.safeParse({ ...address, postal_code: '01310-100' }))).toEqual({
      postal_code: MESSAGES.postalCodeInvalid,
    });
    expect(fieldMessages(addressFormSchema.safeParse({ ...address, state: 'Santa Catarina' }))).toEqual({
      state: MESSAGES.stateAcronymOnly,
    });
    expect(
      addressFormSchema.safeParse({ ...address, country: 'AR', postal_code: 'C1002', state: 'BA' }).success,
    ).toBe(true);
    expect(fieldMessages(addressFormSchema.safeParse({ ...address, number: '12345678901' }))).toEqual({
      number: MESSAGES.numberTooLarge,
    });
  });
});

describe('interestsFormSchema', () => {
  const interests = { workshifts: [1], young_apprentice: true, internship: false, interest_areas: [2] };
  it('young apprentice only between 14 and 24 years old on the saved birthdate', () => {
    expect(interestsFormSchema('2005-01-10', '2026-06-15').safeParse(interests).success).toBe(true);
    expect(fieldMessages(interestsFormSchema('1990-01-10', '2026-06-15').safeParse(interests))).toEqual({
      young_apprentice: MESSAGES.apprenticeAge,
    });
    expect(fieldMessages(interestsFormSchema(null, '2026-06-15').safeParse(interests))).toEqual({
      young_apprentice: MESSAGES.apprenticeAge,
    });
  });
  it('at least one shift and one area', () => {
    expect(
      fieldMessages(
        interestsFormSchema(null).safeParse({
          ...interests,
          young_apprentice: false,
          workshifts: [],
          interest_areas: [],
        }),
      ),
    ).toEqual({ workshifts: MESSAGES.selectAtLeastOne, interest_areas: MESSAGES.selectAtLeastOne });
  });
});

describe('placeOfCep', () => {
  it('the state of any valid CEP, the city of a known locality', () => {
    expect(placeOfCep('89251000')).toEqual({ state: 'SC', city: 'Jaraguá do Sul' });
    expect(placeOfCep('04571-000')).toEqual({ state: 'SP', city: 'São Paulo' });
    expect(placeOfCep('88800-000')).toEqual({ state: 'SC', city: null });
    expect(placeOfCep('00000-000')).toBeNull();
  });
});
