import { MESSAGES } from '@portal/contracts/messages';
import { AppError } from '#server/core/errors';

/**
 * The domain answer for each unique index of the schema (decision 0044). The database is the last word on every
 * "one per" rule: a request that passed the service's friendly check but lost the race to a concurrent one ends
 * here, and the client gets the same 409 as if it had come second. Every unique index of `db/schema.ts` must be
 * listed (unique-violations.test.ts checks); an index no client can collide on (a token hash) maps to `conflict`.
 */
export const UNIQUE_VIOLATIONS: Record<string, () => AppError> = {
  users_email_normalized_key: () =>
    new AppError('email_in_use', { errors: [{ field: 'email', message: MESSAGES.emailInUse }] }),
  users_cpf_company_key: () =>
    new AppError('cpf_in_use', { errors: [{ field: 'cpf', message: MESSAGES.cpfInUse }] }),
  resume_basic_information_cpf_key: () =>
    new AppError('cpf_in_use', { errors: [{ field: 'cpf', message: MESSAGES.cpfInUse }] }),
  applications_user_vacancy_key: () => new AppError('already_applied'),
  talent_pool_invitations_user_vacancy_key: () => new AppError('already_invited'),
  resume_languages_user_language_key: () => new AppError('conflict'),
  refresh_tokens_hash_key: () => new AppError('conflict'),
};

/** PostgreSQL's SQLSTATE for unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The AppError for a unique violation anywhere in `error`'s cause chain (drizzle wraps the driver's error in a
 * DrizzleQueryError; pg and PGlite both carry `code` and `constraint`), or undefined for any other error. A
 * constraint not listed (a primary key) is still a conflict with the stored data, never a 500.
 */
export function uniqueViolation(error: unknown): AppError | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as Error).cause, depth++) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code !== UNIQUE_VIOLATION) continue;
    const mapped = typeof constraint === 'string' ? UNIQUE_VIOLATIONS[constraint] : undefined;
    return mapped ? mapped() : new AppError('conflict');
  }
  return undefined;
}
