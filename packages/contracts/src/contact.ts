import { z } from 'zod';
import { isBrazilStateCode } from './brazil-states';
import { CONTACT_LIMITS } from './constants';
import { MESSAGES } from './messages';

const requiredText = (max: number) =>
  z.string().trim().min(1, { message: MESSAGES.required }).max(max, { message: MESSAGES.tooLong });

/**
 * The contact form of the contact dialog (spec §3 contact message, §5): name, email, state (one of the 27), message
 * and a yes/no consent, all required. The form and the server use this one schema.
 */
export const contactFormSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: z
    .string()
    .trim()
    .min(1, { message: MESSAGES.required })
    .max(CONTACT_LIMITS.email, { message: MESSAGES.tooLong })
    .pipe(z.email({ message: MESSAGES.emailInvalid })),
  state: z.string().refine(isBrazilStateCode, { message: MESSAGES.stateRequired }),
  message: requiredText(CONTACT_LIMITS.message),
  consent: z.boolean({ message: MESSAGES.consentChoiceRequired }),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/**
 * Body of POST /intranet/contact/v1/user (spec §7): the form plus `user_id`, which the server ignores: it takes the
 * user from the session, never from the body.
 */
export const contactBodySchema = contactFormSchema.extend({ user_id: z.string().max(64).nullish() });
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactCreatedSchema = z.object({ id: z.number().int() });

/**
 * The contact form as the dialog holds it: the consent is a yes/no choice with nothing chosen at first ('').
 * Same rules as {@link contactFormSchema}; {@link contactFormToBody} gives what is sent.
 */
export const contactFormFieldsSchema = contactFormSchema.extend({
  state: z.string().refine((value): boolean => isBrazilStateCode(value), { message: MESSAGES.stateRequired }),
  consent: z.string().refine((value): boolean => value === 'yes' || value === 'no', {
    message: MESSAGES.consentChoiceRequired,
  }),
});
export type ContactFormFields = z.infer<typeof contactFormFieldsSchema>;

/** The form's values as the API takes them (consent 'yes' → true). */
export function contactFormToBody(values: ContactFormFields): ContactForm {
  return contactFormSchema.parse({ ...values, consent: values.consent === 'yes' });
}
