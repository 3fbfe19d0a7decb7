import type { CandidateLanguageBody, CandidateUser } from '@portal/contracts/candidates';
import { formatDate } from '@portal/contracts/dates';
import { PRIVACY_POLICY_VERSION } from '@portal/contracts/legal';
import { resolveLocale } from '@portal/contracts/locales';
import { brasiliaDate } from '@portal/contracts/vacancy-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionsEnded } from '#server/core/auth-claims';
import type { DataExport } from '#server/core/data-export';
import { AppError } from '#server/core/errors';
import { composeMail } from '#server/core/mail/compose';
import type { Mail } from '#server/core/mail/mailer';
import type { Outbox } from '#server/core/mail/outbox';
import type { Translations } from '#server/core/translations';
import type { Db } from '#server/db/database';
import { type CandidatesRepository, candidateRecords } from './candidates.repository';

export type { ConsentKind } from './candidates.repository';

/**
 * The signed-in candidate's own account (spec §7 Candidate, decision 0012): flags, last access, existence check, deletion
 * with a receipt by e-mail, and the LGPD export built from every module's contributor.
 */
export function candidatesService(
  repository: CandidatesRepository,
  outbox: Outbox,
  translations: Translations,
  dataExport: Pick<DataExport, 'of' | 'lockForDeletion'>,
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

  /** What a deletion's transaction does besides deleting: every area's locks first, the receipt after. */
  function deletion(userId: string, receipt: Mail) {
    return {
      before: (tx: Db) => dataExport.lockForDeletion(tx, userId),
      after: (tx: Db) => outbox.enqueue(tx, receipt),
    };
  }

  /** The receipt of a deletion, in the account's language (written in the deletion's transaction). */
  function deletionReceipt(
    account: { name: string; email: string; locale: string },
    subjectKey: string,
    params: Record<string, unknown> = {},
  ): Mail {
    const locale = resolveLocale(account.locale);
    const t = (key: string, p?: Record<string, unknown>) => translations.t(locale, key, p);
    const date = formatDate(brasiliaDate(now()), locale, 'long');
    return {
      to: account.email,
      subject: t(subjectKey, params),
      ...composeMail([
        { paragraph: [t('mail.accountDeleted.greeting', { name: account.name })] },
        { paragraph: [t('mail.accountDeleted.text', { date }), t('mail.accountDeleted.again')] },
      ]),
    };
  }

  return {
    async user(userId: string): Promise<CandidateUser> {
      const row = await candidate(userId);
      return {
        finished: row.finished,
        seenPrivacyPolicy: row.seenPrivacyPolicy,
        name: row.name,
        email: row.email,
        language: resolveLocale(row.locale),
      };
    },

    /** The candidate changed the interface language: the account keeps it, so mails and notifications follow. */
    async setLanguage(userId: string, body: CandidateLanguageBody): Promise<CandidateUser> {
      const row = await candidate(userId);
      if (row.locale !== body.language) await repository.setLocale(userId, body.language, now());
      return this.user(userId);
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

    /** Deletes the candidate and everything keyed to it in one transaction, which also writes the receipt's mail. */
    async deleteAccount(userId: string): Promise<void> {
      const account = await candidate(userId);
      const receipt = deletionReceipt(account, 'mail.accountDeleted.subject');
      if (!(await repository.deleteUser(userId, deletion(userId, receipt))))
        throw new AppError('unauthorized');
      outbox.wake();
      await sessionsEnded([userId]);
    },

    /** The LGPD export: one entry per contributor, plus when and under which format version it was made. */
    async exportData(userId: string): Promise<Record<string, unknown>> {
      await candidate(userId);
      return { generated_at: now().toISOString(), format_version: 1, ...(await dataExport.of(userId)) };
    },

    /**
     * The retention rule (decision 0012): candidates with no access for `months` months are deleted, each with a receipt;
     * registrations never confirmed go after 7 days. Returns how many candidates were deleted.
     */
    async deleteInactive(months: number): Promise<number> {
      const at = now();
      const before = new Date(at);
      before.setUTCMonth(before.getUTCMonth() - months);
      let deleted = 0;
      for (const account of await repository.inactiveCandidates(before)) {
        const receipt = deletionReceipt(account, 'mail.retention.subject', { months });
        if (await repository.deleteUser(account.id, deletion(account.id, receipt))) {
          deleted += 1;
          outbox.wake();
          await sessionsEnded([account.id]);
        }
      }
      const pendingBefore = new Date(at.getTime() - 7 * 24 * 3_600_000);
      const pending = await repository.deletePendingBefore(pendingBefore);
      log.info({ deleted, pending, months }, 'retention: inactive candidates deleted');
      return deleted;
    },

    /**
     * The writes of the candidate row and its consents other areas make (and the resume's finished flag), on their
     * connection or in their transaction (decision 0090).
     */
    records: candidateRecords,
  };
}

export type CandidatesService = ReturnType<typeof candidatesService>;

/** The candidate row's and consents' writes on a connection or transaction (decision 0090), as the service hands them out. */
export type CandidateRecords = CandidatesService['records'];
