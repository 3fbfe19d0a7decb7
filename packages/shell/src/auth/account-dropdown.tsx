import type { MenuHandOver } from '@portal/shell/components/lazy-menu';
import { useMenuHandOver } from '@portal/shell/components/menu-hand-over';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import type { AccountMenuAction } from './user-menu';

export interface AccountDropdownProps {
  user: { name: string; email: string };
  label: string;
  /** The trigger's content (the avatar), as the stand-in showed it. */
  children: ReactNode;
  actions: readonly AccountMenuAction[];
  handOver: MenuHandOver;
}

/** The Radix dropdown behind {@link AccountMenu}, loaded on the first sign that the user is going for it. */
export function AccountDropdown({ user, label, children, actions, handOver }: AccountDropdownProps) {
  const trigger = useMenuHandOver(handOver);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={trigger} className="user-menu__trigger" aria-label={label}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="user-menu" align="end" sideOffset={4}>
          <DropdownMenu.Label className="user-menu__who">
            <span className="user-menu__name">{user.name}</span>
            <span className="user-menu__email">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="user-menu__separator" />
          {actions.map((action) => (
            <DropdownMenu.Item key={action.key} className="user-menu__item" onSelect={action.onSelect}>
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
