import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CareersPageHeader } from '../../../kit/page/careers-page-header';
import { MyApplications } from './my-applications';
import { MyInvitations } from './my-invitations';

/**
 * /minhas-inscricoes: the candidate's invitations from the talent pool (decision 0074) above their applications, on a
 * page of their own (the resume shows the same applications).
 */
export function MyApplicationsPage() {
  const { t } = useTranslation('careers');
  const headingId = useId();
  const title = t('applications.pageTitle');
  return (
    <div className="my-applications-page">
      <CareersPageHeader title={title} heading={<span id={headingId}>{title}</span>} backTo="/" />
      <MyInvitations />
      <MyApplications itemHeadingLevel={2} labelledBy={headingId} />
    </div>
  );
}
