import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { lockKeys, withLock } from '#server/db/locks';
import {
  resumeAddresses,
  resumeBasicInformation,
  resumeComplements,
  resumeDegrees,
  resumeExperiences,
  resumeInterests,
  resumeLanguages,
} from '#server/db/schema';
import type { CandidateRecords } from '#server/modules/candidates/candidates.service';
import type { Accounts } from '#server/modules/users/users.service';

export type BasicInformationRow = typeof resumeBasicInformation.$inferSelect;
export type AddressRow = typeof resumeAddresses.$inferSelect;
export type DegreeRow = typeof resumeDegrees.$inferSelect;
export type ComplementRow = typeof resumeComplements.$inferSelect;
export type LanguageRow = typeof resumeLanguages.$inferSelect;
export type ExperienceRow = typeof resumeExperiences.$inferSelect;
export type InterestsRow = typeof resumeInterests.$inferSelect;

/** The list sections: one table each, rows owned by a user. */
const lists = {
  degrees: resumeDegrees,
  complements: resumeComplements,
  languages: resumeLanguages,
  experiences: resumeExperiences,
} as const;
export type ListSection = keyof typeof lists;

function resumeQueries(db: Db, accounts: Accounts, candidates: CandidateRecords) {
  return {
    async basicInformation(userId: string): Promise<BasicInformationRow | undefined> {
      const [row] = await db
        .select()
        .from(resumeBasicInformation)
        .where(eq(resumeBasicInformation.userId, userId));
      return row;
    },
    async cpfOwner(cpf: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: resumeBasicInformation.userId })
        .from(resumeBasicInformation)
        .where(eq(resumeBasicInformation.cpf, cpf));
      return row?.userId;
    },
    async saveBasicInformation(
      row: typeof resumeBasicInformation.$inferInsert,
    ): Promise<BasicInformationRow> {
      const { userId: _userId, ...set } = row;
      const [saved] = await db
        .insert(resumeBasicInformation)
        .values(row)
        .onConflictDoUpdate({ target: resumeBasicInformation.userId, set: { ...set, updatedAt: new Date() } })
        .returning();
      return saved!;
    },
    async address(userId: string): Promise<AddressRow | undefined> {
      const [row] = await db.select().from(resumeAddresses).where(eq(resumeAddresses.userId, userId));
      return row;
    },
    async saveAddress(row: typeof resumeAddresses.$inferInsert): Promise<AddressRow> {
      const { userId: _userId, ...set } = row;
      const [saved] = await db
        .insert(resumeAddresses)
        .values(row)
        .onConflictDoUpdate({ target: resumeAddresses.userId, set: { ...set, updatedAt: new Date() } })
        .returning();
      return saved!;
    },
    degrees: (userId: string) =>
      db.select().from(resumeDegrees).where(eq(resumeDegrees.userId, userId)).orderBy(asc(resumeDegrees.id)),
    complements: (userId: string) =>
      db
        .select()
        .from(resumeComplements)
        .where(eq(resumeComplements.userId, userId))
        .orderBy(asc(resumeComplements.id)),
    languages: (userId: string) =>
      db
        .select()
        .from(resumeLanguages)
        .where(eq(resumeLanguages.userId, userId))
        .orderBy(asc(resumeLanguages.id)),
    experiences: (userId: string) =>
      db
        .select()
        .from(resumeExperiences)
        .where(eq(resumeExperiences.userId, userId))
        .orderBy(asc(resumeExperiences.id)),
    async countOf(section: ListSection, userId: string): Promise<number> {
      const table = lists[section];
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
      return Number(row?.n ?? 0);
    },
    async insertDegree(row: typeof resumeDegrees.$inferInsert) {
      return (await db.insert(resumeDegrees).values(row).returning())[0]!;
    },
    async insertComplement(row: typeof resumeComplements.$inferInsert) {
      return (await db.insert(resumeComplements).values(row).returning())[0]!;
    },
    async upsertLanguage(row: typeof resumeLanguages.$inferInsert) {
      const [saved] = await db
        .insert(resumeLanguages)
        .values(row)
        .onConflictDoUpdate({
          target: [resumeLanguages.userId, resumeLanguages.language],
          set: { proficiencyLevel: row.proficiencyLevel },
        })
        .returning();
      return saved!;
    },
    async insertExperience(row: typeof resumeExperiences.$inferInsert) {
      return db.transaction(async (tx) => {
        const [saved] = await tx.insert(resumeExperiences).values(row).returning();
        await tx
          .insert(resumeInterests)
          .values({ userId: row.userId, firstJob: false })
          .onConflictDoUpdate({ target: resumeInterests.userId, set: { firstJob: false } });
        return saved!;
      });
    },
    /** Deletes one row of the user's list; false when the user has no such row. */
    async remove(section: ListSection, userId: string, id: number): Promise<boolean> {
      const table = lists[section];
      const rows = await db
        .delete(table)
        .where(and(eq(table.id, id), eq(table.userId, userId)))
        .returning({ id: table.id });
      return rows.length > 0;
    },
    /** First job: removes every experience and records the answer. */
    async setFirstJob(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(resumeExperiences).where(eq(resumeExperiences.userId, userId));
        await tx
          .insert(resumeInterests)
          .values({ userId, firstJob: true })
          .onConflictDoUpdate({ target: resumeInterests.userId, set: { firstJob: true } });
      });
    },
    async interests(userId: string): Promise<InterestsRow | undefined> {
      const [row] = await db.select().from(resumeInterests).where(eq(resumeInterests.userId, userId));
      return row;
    },
    async saveInterests(
      row: Omit<typeof resumeInterests.$inferInsert, 'firstJob' | 'savedAt'>,
    ): Promise<InterestsRow> {
      const { userId: _userId, ...set } = row;
      const [saved] = await db
        .insert(resumeInterests)
        .values({ ...row, savedAt: new Date() })
        .onConflictDoUpdate({ target: resumeInterests.userId, set: { ...set, savedAt: new Date() } })
        .returning();
      return saved!;
    },
    /** The name on the resume is the account's name: saving it renames the account (header, menu, export, mails). */
    async renameAccount(userId: string, name: string): Promise<void> {
      await accounts(db).rename(userId, name);
    },
    /** Whether the candidate finished the resume; undefined when the user is no candidate. */
    async finished(userId: string): Promise<boolean | undefined> {
      return candidates(db).resumeFinished(userId);
    },
    async markFinished(userId: string): Promise<void> {
      await candidates(db).markResumeFinished(userId);
    },
  };
}

export interface ResumeRepository extends ReturnType<typeof resumeQueries> {
  /**
   * Runs `work` in one transaction holding the candidate's lock (decision 0044), with the repository bound to it:
   * every rule that reads the candidate's rows before writing them runs inside.
   */
  forCandidate<T>(userId: string, work: (tx: ResumeRepository) => Promise<T>): Promise<T>;
}

/** Queries of the resume. Every query is scoped by the owner's user id: another user's rows are never found. */
export function resumeRepository(db: Db, accounts: Accounts, candidates: CandidateRecords): ResumeRepository {
  return {
    ...resumeQueries(db, accounts, candidates),
    forCandidate: (userId, work) =>
      withLock(db, lockKeys.candidate(userId), (tx) => work(resumeRepository(tx, accounts, candidates))),
  };
}
