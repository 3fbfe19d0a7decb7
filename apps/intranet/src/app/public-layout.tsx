import { AppShell } from '@portal/shell/layout/app-shell';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INTRANET_FOOTER } from './footer-links';
import { ContactButton } from './header-actions';

/** Pages open without a session (sign-in, privacy) inside the shell: no menu, but the language switcher and contact. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('intranet');
  return (
    <AppShell
      sidebarGroups={[]}
      homeHref="/login"
      title={t('appTitle')}
      headerActions={<ContactButton user={null} />}
      footer={INTRANET_FOOTER}
    >
      {children}
    </AppShell>
  );
}
