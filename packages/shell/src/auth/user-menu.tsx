import { Avatar } from '@portal/shell/components/avatar';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from './user-api';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/user-menu.css';

/**
 * An account menu of a header: the user's initials avatar as its trigger (named by `label`), the name and e-mail
 * on top, then the items (each an `AccountMenuItem`).
 */
export function AccountMenu({
  user,
  label,
  children,
}: {
  user: { name: string; email: string };
  label: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="user-menu__trigger" aria-label={label}>
        <Avatar name={user.name} size="small" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="user-menu" align="end" sideOffset={4}>
          <DropdownMenu.Label className="user-menu__who">
            <span className="user-menu__name">{user.name}</span>
            <span className="user-menu__email">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="user-menu__separator" />
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** One item of an `AccountMenu`. */
export function AccountMenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <DropdownMenu.Item className="user-menu__item" onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

export interface UserMenuProps {
  user: AuthUser;
  onChangePassword: () => void;
  onSignOut: () => void;
}

/** The header's account menu: the user's initials avatar, name and e-mail, change password, sign out. */
export function UserMenu({ user, onChangePassword, onSignOut }: UserMenuProps) {
  const { t } = useTranslation('library');
  return (
    <AccountMenu user={user} label={t('auth.userMenu.label', { name: user.name })}>
      {user.hasPassword ? (
        <AccountMenuItem onSelect={onChangePassword}>{t('auth.userMenu.changePassword')}</AccountMenuItem>
      ) : null}
      <AccountMenuItem onSelect={onSignOut}>{t('auth.userMenu.signOut')}</AccountMenuItem>
    </AccountMenu>
  );
}
