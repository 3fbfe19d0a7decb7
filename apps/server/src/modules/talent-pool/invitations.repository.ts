import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { lockKeys, withLock } from '#server/db/locks';
import {
  applications,
  talentPoolInvitations,
  talentPoolMembers,
  units,
  users,
  vacancies,
} from '#server/db/schema';
import { type UnitScope, withinScope } from '#server/db/unit-scope';

/** Why an invitation was not written; the service answers each with its problem. */
export type InviteRefusal =
  | 'not_consenting'
  | 'vacancy_not_found'
  | 'pcd_sensitive'
  | 'deadline_passed'
  | 'pcd_exclusive'
  | 'apprentice_age'
  | 'already_applied'
  | 'already_invited';

/** What decides whether a candidate can take a vacancy (decision 0087). */
export interface EligibilityFacts {
  vacancy: { program: string; pcdExclusive: boolean };
  candidate: { pcd: boolean | null; birthdate: string | null };
}

/** The vacancy as an invitation shows it, and its columns that decide whether it is still open. */
const vacancyColumns = {
  id: vacancies.id,
  title: vacancies.title,
  city: vacancies.city,
  state: vacancies.state,
  status: vacancies.status,
  applicationDeadline: vacancies.applicationDeadline,
};

/** The talent pool member as an invitation checks and tells them: who, in which language, and the eligibility facts. */
const memberColumns = {
  id: users.id,
  name: users.name,
  locale: users.locale,
  pcd: talentPoolMembers.pcd,
  birthdate: talentPoolMembers.birthdate,
};

/**
 * Whether the candidate has an application (not withdrawn) to the invitation's vacancy, however it was made: from
 * the invitation, or from the vacancy's page after the invitation came.
 */
const hasApplied = sql<boolean>`EXISTS (SELECT 1 FROM ${applications} a
  WHERE a.user_id = ${talentPoolInvitations.userId} AND a.vacancy_id = ${talentPoolInvitations.vacancyId}
    AND a.status <> 'withdrawn')`;

/** Queries of invitations from the talent pool (decision 0074). */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: every query of the invitations table and the facts an invitation checks in one place (each a single statement); the table-ownership work reshapes its reads of other areas, so it is split after that, not before.
export function invitationsRepository(db: Db) {
  return {
    /**
     * Writes an invitation under the candidate's lock (decision 0044), the one the consent change and the account
     * deletion take first: a withdrawal (or deletion) either comes before, and the candidate is not found, or waits
     * until the invitation and its notice are committed. The member row is also read FOR SHARE. `tell` writes the
     * notice in the same transaction. Answers the new id, or why not.
     */
    async invite(
      input: {
        userId: string;
        vacancyId: number;
        scope: UnitScope;
        recruiterId: string;
        message: string | null;
        at: Date;
        /** Whether a vacancy with this deadline still takes applications. */
        open: (deadline: string) => boolean;
        /** Why the candidate cannot take the vacancy (the PcD and apprentice rules, and who may see them), or null. */
        refusal: (facts: EligibilityFacts) => InviteRefusal | null;
      },
      tell: (
        tx: Db,
        invitation: {
          id: number;
          candidate: { id: string; email: string; name: string; locale: string };
          vacancyTitle: typeof vacancies.$inferSelect.title;
        },
      ) => Promise<void>,
    ): Promise<{ id: number } | { refused: InviteRefusal }> {
      return withLock(db, lockKeys.candidate(input.userId), async (tx) => {
        const [member] = await tx
          .select({ ...memberColumns, email: users.email })
          .from(talentPoolMembers)
          .innerJoin(users, eq(users.id, talentPoolMembers.userId))
          .where(eq(talentPoolMembers.userId, input.userId))
          .for('share', { of: talentPoolMembers });
        if (!member) return { refused: 'not_consenting' };
        const { pcd, birthdate, ...candidate } = member;
        const [vacancy] = await tx
          .select({
            title: vacancies.title,
            deadline: vacancies.applicationDeadline,
            program: vacancies.program,
            pcdExclusive: vacancies.pcdExclusive,
          })
          .from(vacancies)
          .where(
            and(
              eq(vacancies.id, input.vacancyId),
              eq(vacancies.status, 'published'),
              withinScope(input.scope),
            ),
          );
        if (!vacancy) return { refused: 'vacancy_not_found' };
        const refusal = input.refusal({ vacancy, candidate: { pcd, birthdate } });
        if (refusal === 'pcd_sensitive') return { refused: refusal };
        if (!input.open(vacancy.deadline)) return { refused: 'deadline_passed' };
        if (refusal) return { refused: refusal };
        const [applied] = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(
            and(
              eq(applications.userId, input.userId),
              eq(applications.vacancyId, input.vacancyId),
              ne(applications.status, 'withdrawn'),
            ),
          );
        if (applied) return { refused: 'already_applied' };
        const [row] = await tx
          .insert(talentPoolInvitations)
          .values({
            userId: input.userId,
            vacancyId: input.vacancyId,
            recruiterId: input.recruiterId,
            message: input.message,
            createdAt: input.at,
          })
          .onConflictDoNothing()
          .returning({ id: talentPoolInvitations.id });
        if (!row) return { refused: 'already_invited' };
        await tell(tx, { id: row.id, candidate, vacancyTitle: vacancy.title });
        return { id: row.id };
      });
    },

    /**
     * What the invitation dialog needs for these candidates (decision 0087): those who consent now, with their
     * language and what the PcD and apprentice rules look at; the published vacancies of the recruiter's units still
     * open on `today` (PcD-exclusive ones only when `withPcd`), with their unit; and which of the candidates already
     * applied to (not withdrawn) or were invited to which vacancy.
     */
    async invitationFacts(input: { userIds: string[]; scope: UnitScope; today: string; withPcd: boolean }) {
      const [members, open] = await Promise.all([
        db
          .select(memberColumns)
          .from(talentPoolMembers)
          .innerJoin(users, eq(users.id, talentPoolMembers.userId))
          .where(inArray(talentPoolMembers.userId, input.userIds)),
        db
          .select({
            id: vacancies.id,
            title: vacancies.title,
            city: vacancies.city,
            state: vacancies.state,
            program: vacancies.program,
            pcdExclusive: vacancies.pcdExclusive,
            applicationDeadline: vacancies.applicationDeadline,
            unit: { id: units.id, name: units.name },
          })
          .from(vacancies)
          .innerJoin(units, eq(units.id, vacancies.unitId))
          .where(
            and(
              eq(vacancies.status, 'published'),
              gte(vacancies.applicationDeadline, input.today),
              input.withPcd ? undefined : eq(vacancies.pcdExclusive, false),
              withinScope(input.scope),
            ),
          ),
      ]);
      const ids = members.map((member) => member.id);
      if (!ids.length || !open.length) return { members, open, applied: [], invited: [] };
      const [applied, invited] = await Promise.all([
        db
          .select({ userId: applications.userId, vacancyId: applications.vacancyId })
          .from(applications)
          .where(and(inArray(applications.userId, ids), ne(applications.status, 'withdrawn'))),
        db
          .select({ userId: talentPoolInvitations.userId, vacancyId: talentPoolInvitations.vacancyId })
          .from(talentPoolInvitations)
          .where(inArray(talentPoolInvitations.userId, ids)),
      ]);
      return { members, open, applied, invited };
    },

    /** A published vacancy of the recruiter's units, with what an invitation to it checks first; undefined if none. */
    async invitableVacancy(vacancyId: number, scope: UnitScope) {
      const [vacancy] = await db
        .select({ deadline: vacancies.applicationDeadline, pcdExclusive: vacancies.pcdExclusive })
        .from(vacancies)
        .where(and(eq(vacancies.id, vacancyId), eq(vacancies.status, 'published'), withinScope(scope)));
      return vacancy;
    },

    /** Whether the candidate is in the pool (consenting) now. */
    async consenting(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: talentPoolMembers.userId })
        .from(talentPoolMembers)
        .where(eq(talentPoolMembers.userId, userId));
      return Boolean(row);
    },

    /** A candidate's invitations to vacancies within the recruiter's units, newest first, with who invited. */
    ofCandidateInScope(userId: string, scope: UnitScope) {
      return db
        .select({
          invitation: talentPoolInvitations,
          vacancy: vacancyColumns,
          recruiterName: users.name,
          applied: hasApplied,
        })
        .from(talentPoolInvitations)
        .innerJoin(vacancies, eq(vacancies.id, talentPoolInvitations.vacancyId))
        .leftJoin(users, eq(users.id, talentPoolInvitations.recruiterId))
        .where(and(eq(talentPoolInvitations.userId, userId), withinScope(scope)))
        .orderBy(desc(talentPoolInvitations.createdAt), desc(talentPoolInvitations.id));
    },

    /** The candidate's own invitations, newest first, with each vacancy and its unit. */
    ofCandidate(userId: string) {
      return db
        .select({
          invitation: talentPoolInvitations,
          vacancy: vacancyColumns,
          unit: { id: units.id, name: units.name },
          applied: hasApplied,
        })
        .from(talentPoolInvitations)
        .innerJoin(vacancies, eq(vacancies.id, talentPoolInvitations.vacancyId))
        .innerJoin(units, eq(units.id, vacancies.unitId))
        .where(eq(talentPoolInvitations.userId, userId))
        .orderBy(desc(talentPoolInvitations.createdAt), desc(talentPoolInvitations.id));
    },

    /** One of the candidate's own invitations (another candidate's is not found), with its vacancy. */
    async own(userId: string, id: number) {
      const [row] = await db
        .select({ invitation: talentPoolInvitations, vacancy: vacancyColumns, applied: hasApplied })
        .from(talentPoolInvitations)
        .innerJoin(vacancies, eq(vacancies.id, talentPoolInvitations.vacancyId))
        .where(and(eq(talentPoolInvitations.id, id), eq(talentPoolInvitations.userId, userId)));
      return row;
    },

    /** Decides a still undecided invitation; false when it was decided meanwhile (or is gone). */
    async decide(id: number, state: 'applied' | 'declined', at: Date): Promise<boolean> {
      const rows = await db
        .update(talentPoolInvitations)
        .set({ state, decidedAt: at })
        .where(and(eq(talentPoolInvitations.id, id), eq(talentPoolInvitations.state, 'invited')))
        .returning({ id: talentPoolInvitations.id });
      return rows.length > 0;
    },

    /** The LGPD export's `talent_pool_invitations`: every invitation of the candidate, oldest first. */
    exportOf(userId: string) {
      return db
        .select({
          id: talentPoolInvitations.id,
          vacancy_id: talentPoolInvitations.vacancyId,
          vacancy_title: vacancies.title,
          message: talentPoolInvitations.message,
          state: talentPoolInvitations.state,
          invited_at: talentPoolInvitations.createdAt,
          decided_at: talentPoolInvitations.decidedAt,
        })
        .from(talentPoolInvitations)
        .innerJoin(vacancies, eq(vacancies.id, talentPoolInvitations.vacancyId))
        .where(eq(talentPoolInvitations.userId, userId))
        .orderBy(sql`${talentPoolInvitations.id}`);
    },
  };
}

export type InvitationsRepository = ReturnType<typeof invitationsRepository>;
