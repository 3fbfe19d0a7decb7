import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../components/avatar';
import type { AuthUser } from './user-api';
import '../styles/base.css';
import '../styles/user-menu.css';

export interface UserMenuProps {
  user: AuthUser;
  onChangePassword: () => void;
  onSignOut: () => void;
}

/** The header's account menu: the user's initials avatar, name and e-mail, change password, sign out. */
export function UserMenu({ user, onChangePassword, onSignOut }: UserMenuProps) {
  const { t } = useTranslation('library');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="user-menu__trigger"
        aria-label={t('auth.userMenu.label', { name: user.name })}
      >
        <Avatar name={user.name} size="small" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="user-menu" align="end" sideOffset={4}>
          <DropdownMenu.Label className="user-menu__who">
            <span className="user-menu__name">{user.name}</span>
            <span className="user-menu__email">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="user-menu__separator" />
          {user.hasPassword ? (
            <DropdownMenu.Item className="user-menu__item" onSelect={onChangePassword}>
              {t('auth.userMenu.changePassword')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className="user-menu__item" onSelect={onSignOut}>
            {t('auth.userMenu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
