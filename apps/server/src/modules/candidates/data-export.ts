import type { CandidatesRepository } from './candidates.repository';

/**
 * One part of a candidate's LGPD data export (art. 18): each module that stores data about a candidate contributes
 * its part under its own name (the resume module adds `resume`). app.ts builds the list.
 */
export interface DataExportContributor {
  name: string;
  export(userId: string): Promise<unknown>;
}

/** The parts this module owns: account and flags, consents, applications, sessions. */
export function identityExportContributors(repository: CandidatesRepository): DataExportContributor[] {
  return [
    { name: 'account', export: (userId) => repository.exportAccount(userId) },
    { name: 'consents', export: (userId) => repository.exportConsents(userId) },
    { name: 'applications', export: (userId) => repository.exportApplications(userId) },
    { name: 'sessions', export: (userId) => repository.exportSessions(userId) },
  ];
}
