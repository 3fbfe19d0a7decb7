/**
 * One part of a candidate's LGPD data export (art. 18): each area that stores data about a candidate contributes its
 * part under its own name (the resume adds `resume`, applications add `applications`, ...).
 */
export interface DataExportContributor {
  name: string;
  export(userId: string): Promise<unknown>;
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
}
