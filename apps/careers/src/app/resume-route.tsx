import { MyApplications } from '../features/applications/components/my-applications';
import { useCandidateUser } from '../features/identity/api/candidate-session';
import { ResumePage } from '../features/resume/components/resume-page';
import { RequireCandidate } from './require-candidate';

/** The signed-in candidate's resume: the account's name fills an empty resume's name field. */
function CandidateResume() {
  const { data: user } = useCandidateUser(true);
  return <ResumePage vacancies={<MyApplications itemHeadingLevel={3} />} accountName={user?.name ?? ''} />;
}

/** /curriculo: the resume for a signed-in candidate, its 'vacancies' section being the applications feature. */
export function ResumeRoute() {
  return (
    <RequireCandidate>
      <CandidateResume />
    </RequireCandidate>
  );
}
