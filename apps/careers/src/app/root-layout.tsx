import { COMPANY_SITE_URL } from '@portal/contracts/company';
import { AppShell } from '@portal/shell/layout/app-shell';
import type { SidebarGroup } from '@portal/shell/layout/sidebar';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AccountMenu } from '../features/identity/components/account-menu';

/** Every careers page inside the shell. */
export function RootLayout() {
  const { t } = useTranslation('careers');
  const groups: SidebarGroup[] = [
    {
      id: 'careers',
      label: t('nav.group'),
      links: [
        { label: t('nav.vacancies'), href: '/' },
        { label: t('nav.candidateAccess'), href: '/register' },
        { label: t('nav.myApplications'), href: '/minhas-inscricoes' },
      ],
    },
    {
      id: 'company',
      label: t('nav.companyGroup'),
      links: [{ label: t('nav.companySite'), href: COMPANY_SITE_URL, external: true }],
    },
  ];
  return (
    <AppShell sidebarGroups={groups} homeHref="/" headerActions={<AccountMenu />}>
      <Outlet />
    </AppShell>
  );
}
