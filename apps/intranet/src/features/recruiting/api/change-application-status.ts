import type { ErrorCode } from '@portal/contracts/problem-codes';
import type { RecruitingApplicationStatus } from '@portal/contracts/recruiting';
import { ApiError } from '@portal/shell/api/api-error';
import { apiFetch } from '@portal/shell/api/http-client';
import { applicationApiPath } from './get-application';

/** The status change's form values, as the API's body schema checks them. */
export interface ApplicationStatusChange {
  /** One of the moves the pipeline allows from the current status (the server checks it). */
  status: string;
  message: string;
  note: string;
}

/** POST /api/recruiting/v1/applications/{id}/status: moves an application; answers its status and timeline. */
export function changeApplicationStatus(
  id: number,
  body: ApplicationStatusChange,
): Promise<RecruitingApplicationStatus> {
  return apiFetch<RecruitingApplicationStatus>(`${applicationApiPath(id)}/status`, { method: 'POST', body });
}

/**
 * The codes of a refused move because the application's status is no longer the one the recruiter saw: the
 * move is not allowed from its status now (`invalid_transition`), or another change came first
 * (`status_changed`). Either way the page shows the fresh state.
 */
const STALE_STATUS_CODES: readonly ErrorCode[] = ['invalid_transition', 'status_changed'];

/** True when a status change was refused because the status changed meanwhile. */
export function isStaleStatus(error: unknown): boolean {
  return error instanceof ApiError && error.code !== undefined && STALE_STATUS_CODES.includes(error.code);
}
