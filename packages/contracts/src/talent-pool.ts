import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * Where a candidate made the talent pool choice: at the resume's Finish, from the account menu, or on the path the
 * careers page's 'submit your resume for future opportunities' call leads to.
 */
export const TALENT_POOL_SOURCES = ['finish', 'account', 'careers_page'] as const;
export type TalentPoolSource = (typeof TALENT_POOL_SOURCES)[number];

/**
 * GET/PUT /api/curriculum/candidates/v1/talent-pool: whether recruiters of the company may find the candidate's
 * resume for other openings and invite the candidate, and since when (null while off).
 */
export const talentPoolChoiceSchema = z.object({
  opt_in: z.boolean(),
  since: z.string().nullable(),
});
export type TalentPoolChoice = z.infer<typeof talentPoolChoiceSchema>;

/** Body of PUT /api/curriculum/candidates/v1/talent-pool; `source` defaults to `account`. */
export const talentPoolBodySchema = z.object({
  opt_in: z.boolean({ message: MESSAGES.consentChoiceRequired }),
  source: z.enum(TALENT_POOL_SOURCES, { message: MESSAGES.optionInvalid }).default('account'),
});
export type TalentPoolBody = z.input<typeof talentPoolBodySchema>;
