import { COMPANY_SITE_URL } from '@portal/contracts/company';
import { handleError } from '@portal/shell/api/error-reporting';
import { useAuth } from '@portal/shell/auth/auth-provider';
import { UserMenu } from '@portal/shell/auth/user-menu';
import {
  BellIcon,
  BriefcaseIcon,
  GlobeIcon,
  HomeIcon,
  NewDocumentIcon,
} from '@portal/shell/components/icons';
import { lazyPart } from '@portal/shell/components/lazy-part';
import { AppShell } from '@portal/shell/layout/app-shell';
import { contributedLinks } from '@portal/shell/layout/contributions';
import type { SidebarGroup } from '@portal/shell/layout/sidebar';
import { NotificationsBell } from '@portal/shell/notifications/notifications-bell';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CONTRIBUTIONS } from './contributions';
import { INTRANET_FOOTER } from './footer-links';
import { ContactButton } from './header-actions';

/**
 * The password change dialog (a form: the form kit and zod) comes when it is opened, from the account menu or
 * forced by the account's status, not with the page's first view (decision 0058).
 */
const changePasswordDialog = lazyPart(() => import('@portal/shell/password/change-password-dialog'));

/** Every signed-in intranet page inside the shell: menu, bell, contact, account menu, password change. */
export function RootLayout() {
  const { t } = useTranslation('intranet');
  const { t: tl } = useTranslation('library');
  const { user, permissions, mustChangePassword, signOut } = useAuth();
  const [changingPassword, setChangingPassword] = useState(false);
  const passwordDialogOpen = changingPassword || mustChangePassword;
  const passwordDialog = changePasswordDialog.useLoaded();
  useEffect(() => {
    if (passwordDialogOpen && !passwordDialog) changePasswordDialog.load().catch(handleError);
  }, [passwordDialogOpen, passwordDialog]);
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
        ...contributedLinks(CONTRIBUTIONS, permissions, (key) => t(key)),
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
      title={t('appTitle')}
      footer={INTRANET_FOOTER}
      headerActions={
        <>
          <ContactButton user={user} />
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
      {passwordDialog && (
        <passwordDialog.ChangePasswordDialog
          open={passwordDialogOpen}
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
      )}
    </AppShell>
  );
}
