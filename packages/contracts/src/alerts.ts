import { z } from 'zod';
import { emailSchema } from './candidates';
import { DICTIONARIES, dictionaryFilter, dictionaryOption } from './dictionaries';
import { idParam, optionalFilter } from './input-safety';
import { LOCALES, type Locale } from './locales';
import { MESSAGES } from './messages';
import { filterText } from './vacancies';
import { normalizeSearchText, VACANCY_PROGRAMS, type VacancyProgram } from './vacancy-rules';

/** How often an alert's digest may come: at most one mail a day, or a week, per address (decision 0075). */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** At most this many alerts per e-mail address. */
export const ALERTS_PER_EMAIL_MAX = 5;
/** A visitor's confirmation link is valid this long; an alert not confirmed by then is deleted. */
export const ALERT_CONFIRM_DAYS = 7;
/** The tokens of the confirmation, unsubscribe and manage links (base64url of 32 random bytes: 43 characters). */
export const ALERT_TOKEN_LENGTH = 43;

/**
 * The search an alert follows: the careers list's filters (text, city, unit, program) plus an area of interest and a
 * work shift. Empty values are no filter; an alert with no filter at all follows every new vacancy.
 */
export const alertFiltersSchema = z.object({
  q: filterText,
  city: filterText,
  unit: optionalFilter(idParam()),
  program: optionalFilter(z.enum(VACANCY_PROGRAMS), MESSAGES.optionInvalid),
  interest_area: dictionaryFilter('interest_area'),
  workshift: dictionaryFilter('workshift'),
});
export type AlertFilters = z.infer<typeof alertFiltersSchema>;

/** POST /api/curriculum/alerts/v1: subscribe an address to the vacancies of a search (DESIGN §2). */
export const alertBodySchema = z.object({
  email: emailSchema,
  language: z.enum(LOCALES, { message: MESSAGES.optionInvalid }).default('pt-BR'),
  frequency: z.enum(ALERT_FREQUENCIES, { message: MESSAGES.optionInvalid }),
  filters: alertFiltersSchema.prefault({}),
});
export type AlertBody = z.infer<typeof alertBodySchema>;

/**
 * The careers list's subscription form: the address, the frequency, and optionally an area of interest and a work
 * shift (the selects' values: '' for none, else a dictionary id). The rest of the search is the list's.
 */
export const alertFormSchema = alertBodySchema
  .pick({ email: true, frequency: true })
  .extend({ interest_area: z.string(), workshift: z.string() });
export type AlertForm = z.infer<typeof alertFormSchema>;

/** The list's search with the form's area and shift: what the alert follows. */
export function alertFormFilters(form: AlertForm, listFilters: AlertBody['filters']): AlertBody['filters'] {
  const id = (value: string) => (value === '' ? undefined : Number(value));
  return { ...listFilters, interest_area: id(form.interest_area), workshift: id(form.workshift) };
}

/** The filters as stored and answered: each one given, or null. */
export const storedAlertFiltersSchema = z.object({
  q: z.string().nullable(),
  city: z.string().nullable(),
  unit: z.number().int().nullable(),
  program: z.enum(VACANCY_PROGRAMS).nullable(),
  interest_area: z.number().int().nullable(),
  workshift: z.number().int().nullable(),
});
export type StoredAlertFilters = z.infer<typeof storedAlertFiltersSchema>;

/**
 * Whether two alerts follow the same search (decision 0084): the same filters, the texts compared as the list
 * searches them (case, accents and spaces aside: 'Mecânico' is 'mecanico'). An address never has the same search
 * twice: the server refuses the second one, and the careers dialog shows the existing alert instead of the form.
 */
export function sameAlertSearch(a: StoredAlertFilters, b: StoredAlertFilters): boolean {
  const text = (value: string | null) => normalizeSearchText(value ?? '');
  return (
    text(a.q) === text(b.q) &&
    text(a.city) === text(b.city) &&
    a.unit === b.unit &&
    a.program === b.program &&
    a.interest_area === b.interest_area &&
    a.workshift === b.workshift
  );
}

/** The filters of a subscription as they are stored: each one given, or null. */
export function storedAlertFilters(filters: Partial<AlertBody['filters']>): StoredAlertFilters {
  return {
    q: filters.q ?? null,
    city: filters.city ?? null,
    unit: filters.unit ?? null,
    program: filters.program ?? null,
    interest_area: filters.interest_area ?? null,
    workshift: filters.workshift ?? null,
  };
}

/**
 * The search an alert follows, in words ('mecânico · Betim · Jovem aprendiz'), or `labels.everything` when it has no
 * filter: the mails and the alerts' pages say it the same way. The program is named as the careers list's filter
 * names it (`labels.program`); a unit is not named (the search's city says where).
 */
export function describeAlertFilters(
  filters: StoredAlertFilters,
  locale: Locale,
  labels: { program: (program: VacancyProgram) => string; everything: string },
): string {
  const label = (attribute: 'interest_area' | 'workshift', id: number | null) =>
    id === null ? null : (DICTIONARIES[attribute].find((entry) => entry.id === id)?.label[locale] ?? null);
  const parts = [
    filters.q,
    filters.city,
    filters.program ? labels.program(filters.program) : null,
    label('interest_area', filters.interest_area),
    label('workshift', filters.workshift),
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : labels.everything;
}

/** One alert as its owner sees it (the candidate's list, the manage page). */
export const alertSchema = z.object({
  id: z.number().int(),
  frequency: z.enum(ALERT_FREQUENCIES),
  language: z.enum(LOCALES),
  filters: storedAlertFiltersSchema,
  /** False until the address confirmed it (a visitor's alert). */
  confirmed: z.boolean(),
  /** Paused alerts send nothing until resumed. */
  paused: z.boolean(),
  created_at: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

/** A link's token (confirm, unsubscribe, manage): its shape only; whether it is known is the server's answer. */
export const alertTokenSchema = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9_-]{${ALERT_TOKEN_LENGTH}}$`), { message: MESSAGES.required });

export const alertTokenParamsSchema = z.object({ token: alertTokenSchema });

/**
 * The one-click link of a digest ends every alert the mail reported (decision 0076): their unsubscribe tokens, joined
 * by this separator (a character base64url never uses). A mail about one alert carries that alert's token alone.
 */
export const UNSUBSCRIBE_TOKEN_SEPARATOR = '.';
/**
 * At most this many more tokens in a one-click link's `also` (far above the five alerts an address may have: a digest
 * of any size leaves in one POST).
 */
export const UNSUBSCRIBE_ALSO_MAX = 50;
/** From one to `max` unsubscribe tokens joined by {@link UNSUBSCRIBE_TOKEN_SEPARATOR}. */
const unsubscribeTokens = (max: number) =>
  z
    .string()
    .regex(
      new RegExp(
        `^[A-Za-z0-9_-]{${ALERT_TOKEN_LENGTH}}(\\.[A-Za-z0-9_-]{${ALERT_TOKEN_LENGTH}}){0,${max - 1}}$`,
      ),
      { message: MESSAGES.required },
    );
export const alertUnsubscribeParamsSchema = z.object({ token: unsubscribeTokens(ALERTS_PER_EMAIL_MAX) });
/**
 * The query of a one-click link (decision 0084). `also`: the unsubscribe tokens of the digest's other alerts, joined
 * by {@link UNSUBSCRIBE_TOKEN_SEPARATOR}, so the path keeps one 43-character token however many alerts the mail
 * reported (the router refuses a path parameter over 200 characters). `lang`: the mail's language, which the answers
 * speak whatever the mail client sends as Accept-Language.
 */
export const alertUnsubscribeQuerySchema = z.object({
  also: unsubscribeTokens(UNSUBSCRIBE_ALSO_MAX).optional(),
  lang: z.enum(LOCALES, { message: MESSAGES.optionInvalid }).optional(),
});
/** What a one-click link names (its GET): the alerts a POST would end. */
export const alertUnsubscribeTargetSchema = z.object({ alerts: z.array(alertSchema) });
export const alertManageParamsSchema = z.object({ token: alertTokenSchema, id: idParam() });

/** Body of POST …/confirm. */
export const alertConfirmBodySchema = z.object({ token: alertTokenSchema });

/**
 * The answer of POST …/confirm (decision 0084): the alert, whether an earlier opening of the link had already
 * confirmed it (the link works as long as the alert lives), and the address's manage token, so the confirmation page
 * links to the alerts' settings before the first digest comes.
 */
export const alertConfirmationSchema = alertSchema.extend({
  already_confirmed: z.boolean(),
  manage_token: alertTokenSchema,
});
export type AlertConfirmation = z.infer<typeof alertConfirmationSchema>;

/** What the manage page shows: the address and every alert it has. */
export const alertAddressSchema = z.object({
  email: z.string(),
  alerts: z.array(alertSchema),
});
export type AlertAddress = z.infer<typeof alertAddressSchema>;

/**
 * Body of PATCH …/manage/{token}/alerts/{id}: pause or resume, another frequency, another area of interest or work
 * shift (null: any). The rest of the search stays as subscribed.
 */
export const alertChangeBodySchema = z
  .object({
    paused: z.boolean().optional(),
    frequency: z.enum(ALERT_FREQUENCIES, { message: MESSAGES.optionInvalid }).optional(),
    interest_area: dictionaryOption('interest_area').nullable().optional(),
    workshift: dictionaryOption('workshift').nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: MESSAGES.required,
    path: ['paused'],
  });
export type AlertChangeBody = z.infer<typeof alertChangeBodySchema>;
