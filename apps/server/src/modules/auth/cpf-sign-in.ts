import { isValidCpf, normalizeCpf } from '@portal/contracts/cpf';
import { isCompanyCode } from '@portal/contracts/sign-in';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '#server/core/errors';
import type { Db } from '#server/db/database';
import { users } from '#server/db/schema';
import type { AuthService, IssuedTokens } from './auth.service';
import type { AuditContext, AuthAuditLog } from './auth-audit';
import { decodeCredentials } from './credentials';

/**
 * CPF sign-in is passwordless (DESIGN §4.3): refused attempts are limited per CPF and per address within a window,
 * counted in the audit log so every instance on the same database shares the counts.
 */
export const CPF_SIGN_IN_LIMITS = { perCpf: 5, perAddress: 10, windowMs: 15 * 60_000 } as const;

/** Reads `Cpf base64(taxid:company)`; null when the header is not of that form or holds a control character. */
export function parseCpfAuthorization(header: string): { cpf: string; company: string } | null {
  const credentials = decodeCredentials(header, 'Cpf');
  return credentials && { cpf: credentials.left, company: credentials.right };
}

export function cpfSignIn(db: Db, audit: AuthAuditLog, auth: AuthService, now: () => Date) {
  const refused = () => new AppError('unauthorized', { detailKey: 'errors.cpfSignInRefused' });
  return {
    /** Signs in with `Authorization: Cpf base64(taxid:company)`; every attempt is audited. */
    async signIn(authorization: string, context: AuditContext): Promise<IssuedTokens> {
      const parsed = parseCpfAuthorization(authorization);
      const digits = parsed ? normalizeCpf(parsed.cpf) : '';
      const subjectHash = audit.subjectHash(digits || authorization.slice(0, 100));
      const since = new Date(now().getTime() - CPF_SIGN_IN_LIMITS.windowMs);
      const [byCpf, byAddress] = await Promise.all([
        audit.countSince('cpf_sign_in', 'refused', since, { subjectHash }),
        audit.countSince('cpf_sign_in', 'refused', since, { ip: context.ip }),
      ]);
      if (byCpf >= CPF_SIGN_IN_LIMITS.perCpf || byAddress >= CPF_SIGN_IN_LIMITS.perAddress) {
        await audit.record('cpf_sign_in', 'rate_limited', context, { subjectHash });
        const seconds = Math.ceil(CPF_SIGN_IN_LIMITS.windowMs / 1000);
        throw new AppError('rate_limited', {
          params: { seconds },
          headers: { 'retry-after': String(seconds) },
        });
      }
      const company = parsed && isCompanyCode(parsed.company) ? Number(parsed.company) : null;
      if (!parsed || !isValidCpf(parsed.cpf) || company === null) {
        await audit.record('cpf_sign_in', 'refused', context, { subjectHash });
        throw refused();
      }
      const [user] = await db
        .select({ id: users.id, kind: users.kind })
        .from(users)
        .where(
          and(
            eq(users.cpf, digits),
            eq(users.companyId, company),
            eq(users.kind, 'employee'),
            eq(users.cpfLoginEnabled, true),
            isNull(users.disabledAt),
          ),
        );
      if (!user) {
        await audit.record('cpf_sign_in', 'refused', context, { subjectHash });
        throw refused();
      }
      const tokens = await auth.startSession(user, 'cpf');
      await audit.record('cpf_sign_in', 'success', context, { subjectHash, userId: user.id });
      return tokens;
    },
  };
}

export type CpfSignIn = ReturnType<typeof cpfSignIn>;
