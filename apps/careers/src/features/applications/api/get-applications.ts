import type { Application, ApplicationEvent } from '@portal/contracts/vacancies';
import { useApi } from '@portal/shell/api/swr';

/** GET /api/curriculum/vacancies/v1/user: the signed-in candidate's applications (401 when signed out). */
const APPLICATIONS_PATH = '/curriculum/vacancies/v1/user';

/** A step of the timeline as the client holds it: the API client turns `at` into a Date (spec §7). */
export type ApplicationEventView = Omit<ApplicationEvent, 'at'> & { at: string | Date };

/** An application as the client holds it: the API client turns `applied_at` into a Date (spec §7). */
export type ApplicationView = Omit<Application, 'applied_at' | 'events'> & {
  applied_at: string | Date;
  events: ApplicationEventView[];
};

/** The signed-in candidate's applications. Pass `enabled: false` to fetch nothing (e.g. before sign-in). */
export function useApplications(enabled = true) {
  return useApi<ApplicationView[]>(enabled ? APPLICATIONS_PATH : null, undefined);
}
