import { useHasSession } from '@portal/shell/api/session';
import { lazy, Suspense } from 'react';
import type { AccountMenuEntry } from './account-menu-dropdown';

const AccountMenuDropdown = lazy(async () => ({
  default: (await import('./account-menu-dropdown')).AccountMenuDropdown,
}));

/**
 * Screen 10's entry in the careers header: the account menu, loaded only when a session exists, so visitors (and
 * the server-rendered vacancy pages) do not pay for it. `entries` are the app's (other features') entries.
 */
export function AccountMenu({ entries }: { entries?: AccountMenuEntry[] }) {
  const session = useHasSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <AccountMenuDropdown entries={entries} />
    </Suspense>
  );
}
