import type { ErrorCode } from '@portal/contracts/problem-codes';
import {
  type RecruitingApplicationStatus,
  type StatusChange,
  statusChangeSchema,
} from '@portal/contracts/recruiting';
import type { ApplicationStatus } from '@portal/contracts/vacancy-rules';
import { ApiError } from '@portal/shell/api/api-error';
import { apiFetch } from '@portal/shell/api/http-client';
import { applicationApiPath } from './get-application';

/** The status change's form values, as the API's body schema checks them. */
export interface ApplicationStatusChange {
  /** One of the moves the pipeline allows from the current status (the server checks it). */
  status: string;
  message: string;
  note: string;
  /** A `not_selected_reason` id, with 'not selected' only. */
  reason?: number;
}

/**
 * POST /api/recruiting/v1/applications/{id}/status: moves an application from `from`, the status the page shows
 * (decision 0066: the server refuses with `status_changed` when it is no longer there); answers its status and
 * timeline.
 */
export function changeApplicationStatus(
  id: number,
  from: ApplicationStatus,
  change: ApplicationStatusChange,
): Promise<RecruitingApplicationStatus> {
  return apiFetch<RecruitingApplicationStatus>(`${applicationApiPath(id)}/status`, {
    method: 'POST',
    body: { ...change, from },
  });
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

/** Where the application is now and who moved it, from a `status_changed` answer (undefined otherwise). */
export function statusChangeOf(error: unknown): StatusChange | undefined {
  if (!(error instanceof ApiError) || error.code !== 'status_changed') return undefined;
  const parsed = statusChangeSchema.safeParse(error.extensions);
  return parsed.success ? parsed.data : undefined;
}
