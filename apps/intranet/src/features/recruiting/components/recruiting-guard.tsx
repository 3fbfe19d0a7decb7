import { useAuth } from '@portal/shell/auth/auth-provider';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { canRecruit } from '../recruiting-access';
import './recruiting.css';

/**
 * Every /recrutamento screen: without a recruiting permission a clear 'no access' page instead (the API answers
 * 403 anyway; this only spares a screen of errors).
 */
export function RecruitingGuard() {
  const { permissions } = useAuth();
  if (canRecruit(permissions)) return <Outlet />;
  return <NoAccess />;
}

function NoAccess() {
  const { t } = useTranslation('intranet');
  useDocumentTitle(t('documentTitle', { page: t('recruiting.noAccess.title') }));
  return (
    <div className="recruiting">
      <PageHeader title={t('recruiting.noAccess.title')} />
      <p className="recruiting__state">{t('recruiting.noAccess.text')}</p>
      <p>
        <Link to="/home">{t('recruiting.noAccess.home')}</Link>
      </p>
    </div>
  );
}
