import type { Db } from '#server/db/database';
import { candidateApplicationQueries, candidateDataQueries } from './candidate-applications.repository';
import { applicantQueries, pipelineQueries } from './recruiter-applications.repository';

export type { ApplicationRow } from './candidate-applications.repository';
export type {
  ApplicantsKey,
  ApplicantsSearch,
  ApplicationEventRow,
  NewApplicationEvent,
} from './recruiter-applications.repository';

/**
 * Every query of the `applications`, `application_events` and `resume_access_log` tables (decision 0051, 0053), in
 * two files: the candidate's side (applying, the candidate's list and timelines, the candidate's data) and the
 * recruiter's (the pipeline's moves, the applicants screens).
 */
function applicationQueries(db: Db) {
  return {
    ...candidateApplicationQueries(db),
    ...candidateDataQueries(db),
    ...pipelineQueries(db),
    ...applicantQueries(db),
  };
}

export interface ApplicationsRepository extends ReturnType<typeof applicationQueries> {
  /** Runs `work` in one transaction with this repository bound to it (`tx` for what other modules write with it). */
  transaction<T>(work: (repository: ApplicationsRepository, tx: Db) => Promise<T>): Promise<T>;
}

export function applicationsRepository(db: Db): ApplicationsRepository {
  return {
    ...applicationQueries(db),
    transaction: (work) => db.transaction((tx) => work(applicationsRepository(tx), tx)),
  };
}

export type ApplicationWithCandidate = NonNullable<
  Awaited<ReturnType<ApplicationsRepository['withCandidate']>>
>;
