import type { Permissions } from '@portal/contracts/users';
import { useAuth } from '@portal/shell/auth/auth-provider';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link } from '@portal/shell/navigation/navigation';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { canRecruit } from '#intranet/kit/recruiting/recruiting-access';
import './recruiting.css';

/**
 * The screens below it when the user's permissions `allow` them; otherwise a clear 'no access' page saying `text`
 * (the API answers 403 anyway; this only spares a screen of errors).
 */
export function PermissionGuard({
  allow,
  text,
}: {
  allow: (permissions: Permissions | null | undefined) => boolean;
  text: string;
}) {
  const { permissions } = useAuth();
  if (allow(permissions)) return <Outlet />;
  return <NoAccess text={text} />;
}

/** Every /recrutamento screen: only with a recruiting permission. */
export function RecruitingGuard() {
  const { t } = useTranslation('intranet');
  return <PermissionGuard allow={canRecruit} text={t('recruiting.noAccess.text')} />;
}

function NoAccess({ text }: { text: string }) {
  const { t } = useTranslation('intranet');
  useDocumentTitle(t('documentTitle', { page: t('recruiting.noAccess.title') }));
  return (
    <div className="recruiting">
      <PageHeader title={t('recruiting.noAccess.title')} />
      <p className="recruiting__state">{text}</p>
      <p>
        <Link to="/home">{t('recruiting.noAccess.home')}</Link>
      </p>
    </div>
  );
}
