import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  useDocumentTitle(title, t('library:appShell.title'));
  return (
    <div className="my-applications-page">
      <PageHeader
        title={<span id={headingId}>{title}</span>}
        breadcrumbs={[{ label: t('nav.vacancies'), href: '/' }, { label: title }]}
        backTo="/"
      />
      <MyInvitations />
      <MyApplications itemHeadingLevel={2} labelledBy={headingId} />
    </div>
  );
}
