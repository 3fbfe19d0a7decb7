import { COMPANY_SITE_URL } from '@portal/contracts/company';
import { BriefcaseIcon, GlobeIcon, ListCheckIcon, UserIcon } from '@portal/shell/components/icons';
import { AppShell } from '@portal/shell/layout/app-shell';
import type { SidebarGroup } from '@portal/shell/layout/sidebar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '#careers/features/identity/components/account-menu';
import { useAccountEntries } from './account-entries';
import './card-lists.css';

/** Every careers page inside the shell: the router's outlet, or a first view's page (decision 0104). */
export function RootLayout({ children }: { children: ReactNode }) {
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
  const accountEntries = useAccountEntries();
  return (
    <AppShell sidebarGroups={groups} homeHref="/" headerActions={<AccountMenu entries={accountEntries} />}>
      {children}
    </AppShell>
  );
}
