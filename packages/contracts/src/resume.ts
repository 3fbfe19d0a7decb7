import { z } from 'zod';
import { BRAZIL_STATE_CODES, isPostalCodeConsistentWithState, isValidCep } from './brazil-states';
import { cpfSchema } from './cpf';
import { idSchema } from './input-safety';
import { MESSAGES } from './messages';
import { COMPLEMENT_DESCRIPTION_MAX, ENTRY_TEXT_MAX } from './resume-entry-forms';
import {
  ADDRESS_NUMBER_MAX_LENGTH,
  API_MONTH,
  isStateAcronym,
  isValidBrazilianPhone,
  normalizePhone,
  validateApiMonthRange,
  validateBirthdate,
} from './resume-rules';

/** Request and response schemas of spec §7 "Resume" (DESIGN §2 field names). */

/** Text that is not blank once trimmed. */
const filled = () => z.string({ message: MESSAGES.required }).trim().min(1, { message: MESSAGES.required });
const required = (max = 120) => filled().max(max, { message: MESSAGES.tooLong });
const optionalText = (max = 120) => z.string().trim().max(max, { message: MESSAGES.tooLong }).default('');
const dictionaryId = idSchema;
const apiMonth = z.string({ message: MESSAGES.required }).regex(API_MONTH, { message: MESSAGES.dateInvalid });

export const SEXES = ['male', 'female', 'not_informed'] as const;
export type Sex = (typeof SEXES)[number];

const phoneSchema = filled()
  .refine(isValidBrazilianPhone, { message: MESSAGES.phoneInvalid })
  .transform(normalizePhone);

/** PUT /curriculum/basic-information/v1. `picture` is a data URL; omitted, the stored picture is kept. */
export const basicInformationBodySchema = z
  .object({
    picture: z.string().optional(),
    name: required(120),
    birthdate: z
      .string({ message: MESSAGES.birthdateInvalid })
      // A real day from 1900 on; the server also refuses a day after its own today.
      .refine((value) => validateBirthdate(value, '9999-12-31') === null, {
        message: MESSAGES.birthdateInvalid,
      }),
    nationality: required(60),
    sex: z.enum(SEXES, { message: MESSAGES.required }),
    cpf: z.string({ message: MESSAGES.required }).pipe(cpfSchema),
    email: z.email({ message: MESSAGES.emailInvalid }).max(254, { message: MESSAGES.tooLong }),
    phone: phoneSchema,
    secondary_phone: z
      .string()
      .trim()
      .refine((value) => value === '' || isValidBrazilianPhone(value), { message: MESSAGES.phoneInvalid })
      .transform((value) => (value === '' ? '' : normalizePhone(value)))
      .nullish(),
    pcd: z.boolean().optional(),
    disability_type: dictionaryId.nullish(),
  })
  .superRefine((body, context) => {
    if (body.secondary_phone && body.secondary_phone === body.phone) {
      context.addIssue({
        code: 'custom',
        path: ['secondary_phone'],
        message: MESSAGES.secondaryPhoneSameAsPrimary,
      });
    }
    if (body.pcd === true && !body.disability_type) {
      context.addIssue({ code: 'custom', path: ['disability_type'], message: MESSAGES.required });
    }
  });
export type BasicInformationBody = z.input<typeof basicInformationBodySchema>;

export const basicInformationSchema = z.object({
  picture: z.string().nullable(),
  name: z.string(),
  birthdate: z.string().nullable(),
  nationality: z.string(),
  sex: z.enum(SEXES).nullable(),
  cpf: z.string(),
  email: z.string(),
  phone: z.string(),
  secondary_phone: z.string(),
  pcd: z.boolean().nullable(),
  disability_type: z.number().int().nullable(),
});
export type BasicInformation = z.infer<typeof basicInformationSchema>;

/** PUT /curriculum/address/v1. Brazil: 8-digit CEP within the state's ranges and one of the 27 state codes. */
export const addressBodySchema = z
  .object({
    country: z
      .string({ message: MESSAGES.required })
      .trim()
      .regex(/^[A-Z]{2}$/, { message: MESSAGES.required }),
    postal_code: required(12),
    state: filled().refine(isStateAcronym, { message: MESSAGES.stateAcronymOnly }),
    city: required(80),
    district: required(80),
    street: required(120),
    number: filled().max(ADDRESS_NUMBER_MAX_LENGTH, { message: MESSAGES.numberTooLarge }),
    complement: optionalText(80),
  })
  .superRefine((body, context) => {
    if (body.country !== 'BR') return;
    if (!(BRAZIL_STATE_CODES as readonly string[]).includes(body.state)) {
      context.addIssue({ code: 'custom', path: ['state'], message: MESSAGES.stateAcronymOnly });
      return;
    }
    if (!isValidCep(body.postal_code) || !isPostalCodeConsistentWithState(body.postal_code, body.state)) {
      context.addIssue({ code: 'custom', path: ['postal_code'], message: MESSAGES.postalCodeInvalid });
    }
  });
export type AddressBody = z.input<typeof addressBodySchema>;
export const addressSchema = z.object({
  country: z.string(),
  postal_code: z.string(),
  state: z.string(),
  city: z.string(),
  district: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

const rangeIssue =
  (allowCurrent: boolean) =>
  (body: { startDate: string; endDate?: string | null }, context: z.RefinementCtx) => {
    const message = validateApiMonthRange(body.startDate, body.endDate, { allowCurrent });
    if (message) context.addIssue({ code: 'custom', path: ['endDate'], message });
  };
/**
 * The body of an entry that has ended (a degree, a complement): its own fields, then its months, both required and
 * the end not before the start.
 */
const endedEntryBodySchema = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z
    .object({ ...fields, startDate: apiMonth, endDate: z.string({ message: MESSAGES.required }) })
    // The months are the ones just declared (a generic object's output does not say so).
    .superRefine((body, context) =>
      rangeIssue(false)(body as { startDate: string; endDate: string }, context),
    );
/** A saved resume entry with a period, as the API answers it: its id, its own fields, then its months. */
const periodEntrySchema = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.object({ id: z.number().int(), ...fields, startDate: z.string(), endDate: z.string() });

/** POST /curriculum/degrees/v1. */
export const degreeBodySchema = endedEntryBodySchema({
  degree: dictionaryId,
  course: required(ENTRY_TEXT_MAX),
  completed: z.boolean({ message: MESSAGES.required }),
  institution: required(ENTRY_TEXT_MAX),
});
export type DegreeBody = z.input<typeof degreeBodySchema>;
export const degreeSchema = periodEntrySchema({
  degree: z.number().int(),
  course: z.string(),
  completed: z.boolean(),
  institution: z.string(),
});
export type Degree = z.infer<typeof degreeSchema>;

/** POST /curriculum/complements/v1. */
export const complementBodySchema = endedEntryBodySchema({
  category: dictionaryId,
  institution: required(ENTRY_TEXT_MAX),
  description: required(COMPLEMENT_DESCRIPTION_MAX),
});
export type ComplementBody = z.input<typeof complementBodySchema>;
export const complementSchema = periodEntrySchema({
  category: z.number().int(),
  institution: z.string(),
  description: z.string(),
});
export type Complement = z.infer<typeof complementSchema>;

/** POST /curriculum/languages/v1. */
export const languageBodySchema = z.object({ language: dictionaryId, proficiency_level: dictionaryId });
export type LanguageBody = z.input<typeof languageBodySchema>;
export const languageSchema = z.object({
  id: z.number().int(),
  language: z.number().int(),
  proficiency_level: z.number().int(),
});
export type LanguageEntry = z.infer<typeof languageSchema>;

/** POST /curriculum/experiences/v1: an empty or null end date means a current job. */
export const experienceBodySchema = z
  .object({
    company: required(ENTRY_TEXT_MAX),
    role: required(ENTRY_TEXT_MAX),
    startDate: apiMonth,
    endDate: z.string().nullish(),
  })
  .superRefine(rangeIssue(true));
export type ExperienceBody = z.input<typeof experienceBodySchema>;
export const experienceSchema = periodEntrySchema({ company: z.string(), role: z.string() });
export type Experience = z.infer<typeof experienceSchema>;
export const firstJobSchema = z.object({ first_job: z.boolean().nullable() });

/** PUT /curriculum/interests/v1. */
export const interestsBodySchema = z.object({
  workshifts: z.array(dictionaryId).max(20).min(1, { message: MESSAGES.selectAtLeastOne }),
  young_apprentice: z.boolean(),
  internship: z.boolean(),
  interest_areas: z.array(dictionaryId).max(20).min(1, { message: MESSAGES.selectAtLeastOne }),
});
export type InterestsBody = z.input<typeof interestsBodySchema>;
export const interestsSchema = z.object({
  workshifts: z.array(z.number().int()),
  young_apprentice: z.boolean(),
  internship: z.boolean(),
  interest_areas: z.array(z.number().int()),
});
export type Interests = z.infer<typeof interestsSchema>;
export const apprenticeCheckSchema = z.object({ valid: z.boolean(), age: z.number().int().nullable() });

/** The resume sections, in the order of the tabs. */
export const RESUME_SECTIONS = [
  'basic_information',
  'address',
  'degrees',
  'complements',
  'languages',
  'experiences',
  'interests',
  'vacancies',
] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];

/** GET /curriculum/candidates/v1/finish answer. */
export const finishSchema = z.object({ finished: z.boolean() });

/** Geodata. */
export const countrySchema = z.object({ code: z.string(), name: z.string() });
export const stateSchema = z.object({ code: z.string(), name: z.string() });
export const postalCodeCheckSchema = z.object({
  valid: z.boolean(),
  state: z.string().nullable(),
  city: z.string().nullable(),
});
export const dictionaryOptionSchema = z.object({ id: z.number().int(), label: z.string() });
