import { MENU_ENTRY_HEIGHT_PX } from '@portal/contracts/constants';
import { LOCALE_SHORT_LABEL, LOCALES, type Locale } from '@portal/contracts/locales';
import { pickLocale } from '@portal/shell/i18n/i18n';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { cssVars } from './css-vars';
import { LANGUAGE_NAMES } from './language-switcher';
import type { MenuHandOver } from './lazy-menu';
import { useMenuHandOver } from './menu-hand-over';

export interface LanguageMenuProps {
  current: Locale;
  /** The trigger's class, accessible name and content, as the switcher renders them. */
  className: string;
  label: string;
  children: ReactNode;
  /** What the switcher's stand-in button left to do (decision 0103). */
  handOver: MenuHandOver;
}

/**
 * The Radix dropdown behind {@link LanguageSwitcher}, loaded on the first sign that the user is going for the
 * switcher (pointer over it, focus, a press). Not modal: the rest of the page stays in the accessibility tree
 * (no aria-hidden around a focusable skip link); focus still moves into the menu, arrows move through it and
 * Escape closes it.
 */
export function LanguageMenu({ current, className, label, children, handOver }: LanguageMenuProps) {
  const trigger = useMenuHandOver(handOver);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={trigger} className={className} aria-label={label}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="language-menu"
          align="end"
          sideOffset={4}
          style={cssVars({ '--menu-entry-height': `${MENU_ENTRY_HEIGHT_PX}px` })}
        >
          {LOCALES.filter((locale) => locale !== current).map((locale) => (
            <DropdownMenu.Item
              key={locale}
              lang={locale}
              className="language-menu__item"
              onSelect={() => {
                void pickLocale(locale);
              }}
            >
              <span className="language-menu__name">{LANGUAGE_NAMES[locale]}</span>{' '}
              <span className="language-menu__code">{LOCALE_SHORT_LABEL[locale]}</span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
