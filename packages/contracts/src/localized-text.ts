import { z } from 'zod';
import { optionalText } from './input-safety';
import { MESSAGES } from './messages';

/**
 * A text a recruiter writes per language (a vacancy's title, a screening question): `{ "pt-BR", "en-US"?, "es-ES"? }`,
 * pt-BR required unless `ptBrRequired` is false; the public pages fall back to pt-BR.
 */
export const localizedTextInput = (max: number, ptBrRequired = true) =>
  z.object({
    'pt-BR': ptBrRequired
      ? z.string().trim().min(1, { message: MESSAGES.required }).max(max, { message: MESSAGES.tooLong })
      : z.string().trim().max(max, { message: MESSAGES.tooLong }),
    'en-US': optionalText(max),
    'es-ES': optionalText(max),
  });

/** Such a text as the API answers it. */
export const localizedTextSchema = z.object({
  'pt-BR': z.string(),
  'en-US': z.string().optional(),
  'es-ES': z.string().optional(),
});
export type LocalizedTextBody = z.infer<typeof localizedTextSchema>;
