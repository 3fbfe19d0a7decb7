import { z } from 'zod';
import { BRAZIL_STATE_CODES, isPostalCodeConsistentWithState, isValidCep } from './brazil-states';
import { isValidCpf } from './cpf';
import { calendarDay, typedDateToApi } from './dates';
import { MESSAGES } from './messages';
import { addressSchema } from './resume';
import {
  ADDRESS_NUMBER_MAX_LENGTH,
  isStateAcronym,
  validateApprentice,
  validateBirthdate,
  validatePhone,
  validateSecondaryPhone,
} from './resume-rules';

/**
 * The form schemas of the resume's profile sections (basic information, address, interests), built from the
 * same rule functions the server runs (./resume-rules, ./cpf, ./brazil-states). Values are what the inputs hold
 * (masked texts such as '12/04/1998', '529.982.247-25', '89251-000'); messages are MESSAGES keys.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Adds `message` to `path` when it is not null. */
function issue(context: z.RefinementCtx, path: string, message: string | null): void {
  if (message) context.addIssue({ code: 'custom', path: [path], message });
}

const required = (value: string): string | null => (value.trim() === '' ? MESSAGES.required : null);

export interface BasicInformationForm {
  /** A data URL: the stored picture or a newly chosen one. */
  picture: string;
  name: string;
  /** As typed: 'dd/mm/aaaa', or 'mm/dd/yyyy' in en-US. */
  birthdate: string;
  nationality: string;
  sex: '' | 'male' | 'female' | 'not_informed';
  cpf: string;
  email: string;
  phone: string;
  secondary_phone: string;
  /** '' until answered (pcd is sent only when answered, spec §5). */
  pcd: '' | 'yes' | 'no';
  /** A dictionary id as text ('' for none). */
  disability_type: string;
}

/**
 * The basic-information rules of spec §5 on `today` ('yyyy-MM-dd', the browser's day by default); the birthdate is
 * typed in `locale`'s order (`typedDateToApi`).
 */
export function basicInformationFormSchema(today: string = calendarDay(new Date()), locale = 'pt-BR') {
  return z
    .object({
      picture: z.string(),
      name: z.string(),
      birthdate: z.string(),
      nationality: z.string(),
      sex: z.enum(['', 'male', 'female', 'not_informed']),
      cpf: z.string(),
      email: z.string(),
      phone: z.string(),
      secondary_phone: z.string(),
      pcd: z.enum(['', 'yes', 'no']),
      disability_type: z.string(),
    })
    .superRefine((values, context) => {
      issue(context, 'picture', values.picture ? null : MESSAGES.pictureRequired);
      issue(context, 'name', values.name.trim() ? null : MESSAGES.fullNameRequired);
      const birthdate = typedDateToApi(values.birthdate, locale);
      issue(
        context,
        'birthdate',
        birthdate ? validateBirthdate(birthdate, today) : MESSAGES.birthdateInvalid,
      );
      issue(context, 'nationality', required(values.nationality));
      issue(context, 'sex', values.sex ? null : MESSAGES.required);
      issue(
        context,
        'cpf',
        values.cpf.trim() === '' ? MESSAGES.required : isValidCpf(values.cpf) ? null : MESSAGES.cpfInvalid,
      );
      issue(context, 'email', EMAIL.test(values.email.trim()) ? null : MESSAGES.emailInvalid);
      issue(context, 'phone', validatePhone(values.phone));
      issue(context, 'secondary_phone', validateSecondaryPhone(values.secondary_phone, values.phone));
      issue(
        context,
        'disability_type',
        values.pcd === 'yes' && !values.disability_type ? MESSAGES.required : null,
      );
    }) satisfies z.ZodType<BasicInformationForm, BasicInformationForm>;
}

export interface AddressForm {
  /** ISO 3166-1 alpha-2, 'BR' by default. */
  country: string;
  postal_code: string;
  state: string;
  city: string;
  district: string;
  street: string;
  number: string;
  complement: string;
}

/** The state's message: required, an acronym, and one of the 27 in Brazil. */
function validateAddressState(country: string, state: string): string | null {
  const value = state.trim();
  if (value === '') return MESSAGES.required;
  if (!isStateAcronym(value)) return MESSAGES.stateAcronymOnly;
  if (country === 'BR' && !(BRAZIL_STATE_CODES as readonly string[]).includes(value))
    return MESSAGES.stateAcronymOnly;
  return null;
}

/** The postal code's message: required; in Brazil a CEP of 8 digits within the state's ranges. */
function validateAddressPostalCode(country: string, postalCode: string, state: string): string | null {
  const value = postalCode.trim();
  if (value === '') return MESSAGES.required;
  if (country !== 'BR') return null;
  if (!isValidCep(value)) return MESSAGES.postalCodeInvalid;
  if (validateAddressState(country, state) === null && !isPostalCodeConsistentWithState(value, state.trim()))
    return MESSAGES.postalCodeInvalid;
  return null;
}

/** The address rules of spec §5 (the server's body schema runs the same functions). */
export const addressFormSchema = addressSchema.superRefine((values, context) => {
  issue(context, 'country', /^[A-Z]{2}$/.test(values.country) ? null : MESSAGES.required);
  issue(context, 'postal_code', validateAddressPostalCode(values.country, values.postal_code, values.state));
  issue(context, 'state', validateAddressState(values.country, values.state));
  issue(context, 'city', required(values.city));
  issue(context, 'district', required(values.district));
  issue(context, 'street', required(values.street));
  const number = values.number.trim();
  issue(
    context,
    'number',
    number === ''
      ? MESSAGES.required
      : number.length > ADDRESS_NUMBER_MAX_LENGTH
        ? MESSAGES.numberTooLarge
        : null,
  );
}) satisfies z.ZodType<AddressForm, AddressForm>;

export interface InterestsForm {
  workshifts: number[];
  young_apprentice: boolean;
  internship: boolean;
  interest_areas: number[];
}

/**
 * The interests rules: at least one shift and one area, and young apprentice only for ages 14 to 24 on `today`
 * by the saved `birthdate` ('yyyy-MM-dd'; the server checks the same).
 */
export function interestsFormSchema(
  birthdate: string | null | undefined,
  today: string = calendarDay(new Date()),
) {
  return z
    .object({
      workshifts: z.array(z.number()),
      young_apprentice: z.boolean(),
      internship: z.boolean(),
      interest_areas: z.array(z.number()),
    })
    .superRefine((values, context) => {
      issue(context, 'workshifts', values.workshifts.length ? null : MESSAGES.selectAtLeastOne);
      issue(context, 'interest_areas', values.interest_areas.length ? null : MESSAGES.selectAtLeastOne);
      issue(context, 'young_apprentice', validateApprentice(values.young_apprentice, birthdate, today));
    }) satisfies z.ZodType<InterestsForm, InterestsForm>;
}
