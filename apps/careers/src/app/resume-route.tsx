import { useMemo } from 'react';
import { MyApplications } from '../features/applications/components/my-applications';
import { useCandidateUser } from '../features/identity/api/candidate-session';
import { ResumePage } from '../features/resume/components/resume-page';
import { RequireCandidate } from './require-candidate';

/** The signed-in candidate's resume: the account's name and e-mail fill an empty resume's fields. */
function CandidateResume() {
  const { data: user } = useCandidateUser(true);
  const name = user?.name ?? '';
  const email = user?.email ?? '';
  const account = useMemo(() => ({ name, email }), [name, email]);
  return <ResumePage vacancies={<MyApplications itemHeadingLevel={3} />} account={account} />;
}

/** /curriculo: the resume for a signed-in candidate, its 'vacancies' section being the applications feature. */
export function ResumeRoute() {
  return (
    <RequireCandidate>
      <CandidateResume />
    </RequireCandidate>
  );
}
