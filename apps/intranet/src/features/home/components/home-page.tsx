import { useAuth } from '@portal/shell/auth/auth-provider';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link } from '@portal/shell/navigation/navigation';
import { useTranslation } from 'react-i18next';

/** The intranet's landing page after sign-in (spec §2 /home). */
export function HomePage() {
  const { t } = useTranslation('intranet');
  useDocumentTitle(t('documentTitle', { page: t('home.title') }));
  const { user, permissions } = useAuth();
  return (
    <div className="home-page">
      <PageHeader title={t('home.title')} breadcrumbs={[{ label: t('home.title'), href: '/home' }]} />
      {user ? <p>{t('home.greeting', { name: user.name })}</p> : null}
      <p>{t('home.welcome')}</p>
      <ul>
        <li>
          <Link to="/notifications">{t('nav.notifications')}</Link>
        </li>
        {permissions?.['orders.create'] ? (
          <li>
            <Link to="/pedidos/novo">{t('nav.newOrder')}</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
