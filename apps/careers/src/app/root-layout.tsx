import { COMPANY_SITE_URL } from '@portal/contracts/company';
import { BriefcaseIcon, GlobeIcon, ListCheckIcon, UserIcon } from '@portal/shell/components/icons';
import { AppShell } from '@portal/shell/layout/app-shell';
import type { SidebarGroup } from '@portal/shell/layout/sidebar';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AccountMenu } from '../features/identity/components/account-menu';
import type { AccountMenuEntry } from '../features/identity/components/account-menu-dropdown';
import './card-lists.css';

/** The talent pool dialog, fetched when the candidate first opens it from the account menu. */
const TalentPoolDialog = lazy(async () => ({
  default: (await import('../features/talent-pool/components/talent-pool-dialog')).TalentPoolDialog,
}));

/** Every careers page inside the shell. */
export function RootLayout() {
  const { t } = useTranslation('careers');
  const groups: SidebarGroup[] = [
    {
      id: 'careers',
      label: t('nav.group'),
      links: [
        { label: t('nav.vacancies'), href: '/', icon: <BriefcaseIcon /> },
        { label: t('nav.candidateAccess'), href: '/register', icon: <UserIcon /> },
        { label: t('nav.myApplications'), href: '/minhas-inscricoes', icon: <ListCheckIcon /> },
      ],
    },
    {
      id: 'company',
      label: t('nav.companyGroup'),
      links: [{ label: t('nav.companySite'), href: COMPANY_SITE_URL, external: true, icon: <GlobeIcon /> }],
    },
  ];
  const accountEntries: AccountMenuEntry[] = [
    {
      id: 'talent-pool',
      label: t('talentPool.menu'),
      dialog: (props) => (
        <Suspense fallback={null}>
          <TalentPoolDialog {...props} />
        </Suspense>
      ),
    },
  ];
  return (
    <AppShell sidebarGroups={groups} homeHref="/" headerActions={<AccountMenu entries={accountEntries} />}>
      <Outlet />
    </AppShell>
  );
}
