import type { CandidateUser } from '@portal/contracts/candidates';
import { formatDate } from '@portal/contracts/dates';
import { PRIVACY_POLICY_VERSION } from '@portal/contracts/legal';
import { resolveLocale } from '@portal/contracts/locales';
import { brasiliaDate } from '@portal/contracts/vacancy-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionsEnded } from '../../core/auth-claims';
import { AppError } from '../../core/errors';
import type { Mailer } from '../../core/mail/mailer';
import type { Translations } from '../../core/translations';
import type { CandidatesRepository } from './candidates.repository';
import type { DataExportContributor } from './data-export';

/**
 * The signed-in candidate's own account (spec §7 Candidate, issue 4): flags, last access, existence check, deletion
 * with a receipt by e-mail, and the LGPD export built from every module's contributor.
 */
export function candidatesService(
  repository: CandidatesRepository,
  mailer: Mailer,
  translations: Translations,
  contributors: DataExportContributor[],
  sessionsEnded: SessionsEnded,
  log: FastifyBaseLogger,
  now: () => Date,
) {
  /** The candidate behind a token; a token of a deleted account (still unexpired) gets 401. */
  async function candidate(userId: string) {
    const row = await repository.candidate(userId);
    if (!row) throw new AppError('unauthorized', { detailKey: 'errors.candidateNotFound' });
    return row;
  }

  async function mailDeletionReceipt(
    account: { name: string; email: string; locale: string },
    subjectKey: string,
    params: Record<string, unknown> = {},
  ) {
    const locale = resolveLocale(account.locale);
    const t = (key: string, p?: Record<string, unknown>) => translations.t(locale, key, p);
    const date = formatDate(brasiliaDate(now()), locale, 'long');
    try {
      await mailer.send({
        to: account.email,
        subject: t(subjectKey, params),
        text: [
          t('mail.accountDeleted.greeting', { name: account.name }),
          '',
          t('mail.accountDeleted.text', { date }),
          t('mail.accountDeleted.again'),
        ].join('\n'),
      });
    } catch (error) {
      // The deletion stands; the receipt is a courtesy (LGPD asks for the deletion, not for the mail).
      log.error({ err: error }, 'account deletion receipt could not be mailed');
    }
  }

  return {
    async user(userId: string): Promise<CandidateUser> {
      const row = await candidate(userId);
      return {
        finished: row.finished,
        seenPrivacyPolicy: row.seenPrivacyPolicy,
        name: row.name,
        email: row.email,
      };
    },

    async updateLastAccessDate(userId: string): Promise<void> {
      await candidate(userId);
      await repository.touchLastAccess(userId, now());
    },

    async acknowledgePrivacyPolicy(userId: string): Promise<CandidateUser> {
      const row = await candidate(userId);
      await repository.markPrivacyPolicySeen(userId, PRIVACY_POLICY_VERSION, row.locale, now());
      return this.user(userId);
    },

    /** Whether an address has an account (screen 3 asks before going on), or whether the signed-in user has one. */
    async exists(email: string | undefined, userId: string | undefined): Promise<boolean> {
      if (email) return repository.existsByEmail(email);
      if (userId) return Boolean(await repository.candidate(userId));
      // Neither an address nor a (valid) session: a page whose access token expired refreshes and asks again.
      throw new AppError('unauthorized');
    },

    /** Deletes the candidate and everything keyed to it in one transaction, then mails a receipt. */
    async deleteAccount(userId: string): Promise<void> {
      const account = await candidate(userId);
      if (!(await repository.deleteUser(userId))) throw new AppError('unauthorized');
      await sessionsEnded([userId]);
      await mailDeletionReceipt(account, 'mail.accountDeleted.subject');
    },

    /** The LGPD export: one entry per contributor, plus when and under which format version it was made. */
    async exportData(userId: string): Promise<Record<string, unknown>> {
      await candidate(userId);
      const parts = await Promise.all(
        contributors.map(async (c) => [c.name, await c.export(userId)] as const),
      );
      return { generated_at: now().toISOString(), format_version: 1, ...Object.fromEntries(parts) };
    },

    /**
     * The retention rule (issue 4): candidates with no access for `months` months are deleted, each with a receipt;
     * registrations never confirmed go after 7 days. Returns how many candidates were deleted.
     */
    async deleteInactive(months: number): Promise<number> {
      const at = now();
      const before = new Date(at);
      before.setUTCMonth(before.getUTCMonth() - months);
      let deleted = 0;
      for (const account of await repository.inactiveCandidates(before)) {
        if (await repository.deleteUser(account.id)) {
          deleted += 1;
          await sessionsEnded([account.id]);
          await mailDeletionReceipt(account, 'mail.retention.subject', { months });
        }
      }
      const pendingBefore = new Date(at.getTime() - 7 * 24 * 3_600_000);
      const pending = await repository.deletePendingBefore(pendingBefore);
      log.info({ deleted, pending, months }, 'retention: inactive candidates deleted');
      return deleted;
    },
  };
}

export type CandidatesService = ReturnType<typeof candidatesService>;
