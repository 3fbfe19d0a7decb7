import type { DataExportContributor } from '#server/core/data-export';
import type { CandidatesRepository } from './candidates.repository';

/** The parts of the LGPD export this area owns: account and flags, consents, sessions. */
export function identityExportContributors(repository: CandidatesRepository): DataExportContributor[] {
  return [
    { name: 'account', export: (userId) => repository.exportAccount(userId) },
    { name: 'consents', export: (userId) => repository.exportConsents(userId) },
    { name: 'sessions', export: (userId) => repository.exportSessions(userId) },
  ];
}
