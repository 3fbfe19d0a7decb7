import { useHasSession } from '@portal/shell/api/session';
import { lazy, Suspense } from 'react';

const AccountMenuDropdown = lazy(async () => ({
  default: (await import('./account-menu-dropdown')).AccountMenuDropdown,
}));

/**
 * Screen 10's entry in the careers header: the account menu, loaded only when a session exists, so visitors (and
 * the server-rendered vacancy pages) do not pay for it.
 */
export function AccountMenu() {
  const session = useHasSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <AccountMenuDropdown />
    </Suspense>
  );
}
