import { useApi } from '@portal/shell/api/swr';
import { useMemo } from 'react';
import { MyApplications } from '#careers/features/applications/components/my-applications';
import { useCandidateUser } from '#careers/features/identity/api/get-candidate-user';
import { ResumePage } from '#careers/features/resume/components/resume-page';
import { TalentPoolSwitch } from '#careers/features/talent-pool/components/talent-pool-form';
import { RequireCandidate } from './require-candidate';

const EXIST_REGISTER_PATH = '/curriculum/candidates/v1/exist-candidate-register';

/**
 * The signed-in candidate's resume: the account's name and e-mail fill an empty resume's fields, and the talent pool
 * choice stands beside Finish, under every section (saved when ticked, decision 0086).
 */
function CandidateResume() {
  const { data: user, error } = useCandidateUser(true);
  // The same answer useCandidateUser waits for before it asks for the user (one request, shared).
  const register = useApi<{ exists: boolean }>(EXIST_REGISTER_PATH);
  const name = user?.name ?? '';
  const email = user?.email ?? '';
  // Until the account has answered, its name is not known: the resume's save waits for it (spec §2 screen 8).
  const loading =
    !error &&
    !register.error &&
    (register.data === undefined || (register.data.exists && user === undefined));
  const account = useMemo(() => ({ name, email, loading }), [name, email, loading]);
  return (
    <ResumePage
      vacancies={<MyApplications itemHeadingLevel={3} />}
      account={account}
      finishOption={<TalentPoolSwitch source="resume" />}
      // Unknown until the account answers (an unreadable account: not finished, as before).
      finished={error ? false : user?.finished}
    />
  );
}

/** /curriculo: the resume for a signed-in candidate, its 'vacancies' section being the applications feature. */
export function ResumeRoute() {
  return (
    <RequireCandidate>
      <CandidateResume />
    </RequireCandidate>
  );
}
