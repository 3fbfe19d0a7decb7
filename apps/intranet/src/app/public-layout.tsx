import { AppShell } from '@portal/shell/layout/app-shell';
import { Outlet } from 'react-router';
import { ContactButton } from './header-actions';

/** The sign-in page inside the shell: no menu, but the language switcher and the contact dialog. */
export function PublicLayout() {
  return (
    <AppShell sidebarGroups={[]} homeHref="/login" headerActions={<ContactButton userId={null} />}>
      <Outlet />
    </AppShell>
  );
}
