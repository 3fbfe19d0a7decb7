import { useMemo } from 'react';
import { MyApplications } from '../features/applications/components/my-applications';
import { useCandidateUser } from '../features/identity/api/candidate-session';
import { ResumePage } from '../features/resume/components/resume-page';
import { useFinishTalentPoolChoice } from '../features/talent-pool/components/use-finish-choice';
import { RequireCandidate } from './require-candidate';

/**
 * The signed-in candidate's resume: the account's name and e-mail fill an empty resume's fields, and the talent pool
 * choice stands beside Finish (saved once the resume is finished).
 */
function CandidateResume() {
  const { data: user } = useCandidateUser(true);
  const name = user?.name ?? '';
  const email = user?.email ?? '';
  const account = useMemo(() => ({ name, email }), [name, email]);
  const talentPool = useFinishTalentPoolChoice();
  return (
    <ResumePage
      vacancies={<MyApplications itemHeadingLevel={3} />}
      account={account}
      finishOption={talentPool.field}
      onFinished={talentPool.commit}
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
