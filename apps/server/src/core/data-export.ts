import type { Db } from '#server/db/database';

/**
 * One part of a candidate's LGPD data export (art. 18): each area that stores data about a candidate contributes its
 * part under its own name (the resume adds `resume`, applications add `applications`, ...).
 */
export interface DataExportContributor {
  name: string;
  export(userId: string): Promise<unknown>;
  /**
   * Takes, in the deletion's transaction and before the account row is deleted, the row locks that this area's own
   * writers take before they touch the account row (decision 0066). A recruiter's move locks the application and
   * then checks the candidate's key for its notification; a deletion that deleted the account first and then
   * cascaded to that application would wait for the move while the move waits for it: a deadlock. Locking the
   * area's rows first makes the deletion queue behind such writers instead.
   */
  lockForDeletion?(tx: Db, userId: string): Promise<unknown>;
}

/** The parts of the export, contributed by the areas as their plugins register; read whole by the candidates area. */
export class DataExport {
  private readonly contributors: DataExportContributor[] = [];

  add(...contributors: DataExportContributor[]): void {
    for (const contributor of contributors) {
      if (this.contributors.some((c) => c.name === contributor.name))
        throw new Error(`data export part '${contributor.name}' contributed twice`);
      this.contributors.push(contributor);
    }
  }

  /** Every part for this candidate, by name. */
  async of(userId: string): Promise<Record<string, unknown>> {
    const parts = await Promise.all(
      this.contributors.map(async (c) => [c.name, await c.export(userId)] as const),
    );
    return Object.fromEntries(parts);
  }

  /** Every area's deletion locks for this candidate, one area after another, in the deletion's transaction. */
  async lockForDeletion(tx: Db, userId: string): Promise<void> {
    for (const contributor of this.contributors) await contributor.lockForDeletion?.(tx, userId);
  }
}
