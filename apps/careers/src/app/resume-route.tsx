import { MyApplications } from '../features/applications/components/my-applications';
import { ResumePage } from '../features/resume/components/resume-page';
import { RequireCandidate } from './require-candidate';

/** /curriculo: the resume for a signed-in candidate, its 'vacancies' section being the applications feature. */
export function ResumeRoute() {
  return (
    <RequireCandidate>
      <ResumePage vacancies={<MyApplications itemHeadingLevel={3} />} />
    </RequireCandidate>
  );
}
