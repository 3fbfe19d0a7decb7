import { COMPANY_SITE_URL } from '@portal/contracts/company';
import { useAuth } from '@portal/shell/auth/auth-provider';
import { UserMenu } from '@portal/shell/auth/user-menu';
import {
  BellIcon,
  BriefcaseIcon,
  GlobeIcon,
  HomeIcon,
  ListCheckIcon,
  NewDocumentIcon,
} from '@portal/shell/components/icons';
import { AppShell } from '@portal/shell/layout/app-shell';
import type { SidebarGroup } from '@portal/shell/layout/sidebar';
import { NotificationsBell } from '@portal/shell/notifications/notifications-bell';
import { ChangePasswordDialog } from '@portal/shell/password/change-password-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { canRecruit, RECRUITING_PATH } from '../features/recruiting/recruiting-access';
import { INTRANET_FOOTER } from './footer-links';
import { ContactButton } from './header-actions';

/** Every signed-in intranet page inside the shell: menu, bell, contact, account menu, password change. */
export function RootLayout() {
  const { t } = useTranslation('intranet');
  const { t: tl } = useTranslation('library');
  const { user, permissions, mustChangePassword, signOut } = useAuth();
  const [changingPassword, setChangingPassword] = useState(false);
  if (!user) return null;

  const groups: SidebarGroup[] = [
    {
      id: 'main',
      label: t('nav.mainGroup'),
      links: [
        { label: t('nav.home'), href: '/home', icon: <HomeIcon /> },
        { label: t('nav.notifications'), href: '/notifications', icon: <BellIcon /> },
        ...(permissions?.['orders.create']
          ? [{ label: t('nav.newOrder'), href: '/pedidos/novo', icon: <NewDocumentIcon /> }]
          : []),
        ...(canRecruit(permissions)
          ? [{ label: t('nav.recruiting'), href: RECRUITING_PATH, icon: <ListCheckIcon /> }]
          : []),
      ],
    },
    {
      id: 'links',
      label: t('nav.linksGroup'),
      links: [
        { label: t('nav.careers'), href: '/carreiras', external: true, icon: <BriefcaseIcon /> },
        { label: t('nav.companySite'), href: COMPANY_SITE_URL, external: true, icon: <GlobeIcon /> },
      ],
    },
  ];
  return (
    <AppShell
      sidebarGroups={groups}
      homeHref="/home"
      footer={INTRANET_FOOTER}
      headerActions={
        <>
          <ContactButton userId={user.id} />
          <NotificationsBell enabled hostIsIntranet />
          <UserMenu
            user={user}
            onChangePassword={() => setChangingPassword(true)}
            onSignOut={() => void signOut()}
          />
        </>
      }
    >
      <Outlet />
      <ChangePasswordDialog
        open={changingPassword || mustChangePassword}
        onOpenChange={setChangingPassword}
        userName={user.name}
        forced={mustChangePassword}
        onSignOut={() => void signOut()}
        onChanged={() => {
          setChangingPassword(false);
          void signOut({
            flash: {
              type: 'success',
              title: tl('passwordChange.successTitle'),
              description: tl('passwordChange.successMessage'),
            },
          });
        }}
      />
    </AppShell>
  );
}
