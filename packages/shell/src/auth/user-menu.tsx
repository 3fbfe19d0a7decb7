import { Avatar } from '@portal/shell/components/avatar';
import { LazyMenuTrigger } from '@portal/shell/components/lazy-menu';
import { lazyPart } from '@portal/shell/components/lazy-part';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from './user-api';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/user-menu.css';

/** One entry of an account menu. */
export interface AccountMenuAction {
  key: string;
  label: string;
  onSelect: () => void;
}

const dropdown = lazyPart(() => import('./account-dropdown'));

/**
 * An account menu of a header: the user's initials avatar as its trigger (named by `label`), the name and e-mail
 * on top, then the actions. The menu's code loads on first use ({@link LazyMenuTrigger}).
 */
export function AccountMenu({
  user,
  label,
  actions,
}: {
  user: { name: string; email: string };
  label: string;
  actions: readonly AccountMenuAction[];
}) {
  const avatar = <Avatar name={user.name} size="small" />;
  return (
    <LazyMenuTrigger
      part={dropdown}
      className="user-menu__trigger"
      label={label}
      menu={(loaded, handOver) => (
        <loaded.AccountDropdown user={user} label={label} actions={actions} handOver={handOver}>
          {avatar}
        </loaded.AccountDropdown>
      )}
    >
      {avatar}
    </LazyMenuTrigger>
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
  const actions: AccountMenuAction[] = [
    ...(user.hasPassword
      ? [{ key: 'password', label: t('auth.userMenu.changePassword'), onSelect: onChangePassword }]
      : []),
    { key: 'sign-out', label: t('auth.userMenu.signOut'), onSelect: onSignOut },
  ];
  return <AccountMenu user={user} label={t('auth.userMenu.label', { name: user.name })} actions={actions} />;
}
