import type { CandidateUser } from '@portal/contracts/candidates';
import { apiFetch } from '@portal/shell/api/http-client';
import { keepCandidate } from './get-candidate-user';

/** GET /curriculum/candidates/v1/update-privacy-policy-indicator: the candidate acknowledged the privacy policy. */
export async function acknowledgePrivacyPolicy(): Promise<CandidateUser> {
  const candidate = await apiFetch<CandidateUser>(
    '/curriculum/candidates/v1/update-privacy-policy-indicator',
  );
  await keepCandidate(candidate);
  return candidate;
}
