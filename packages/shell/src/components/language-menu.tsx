import { MENU_ENTRY_HEIGHT_PX } from '@portal/contracts/constants';
import { LOCALE_SHORT_LABEL, LOCALES, type Locale } from '@portal/contracts/locales';
import { pickLocale } from '@portal/shell/i18n/i18n';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { cssVars } from './css-vars';
import { LANGUAGE_NAMES, type MenuActivation } from './language-switcher';

export interface LanguageMenuProps {
  current: Locale;
  /** The trigger's class, accessible name and content, as the switcher renders them. */
  className: string;
  label: string;
  children: ReactNode;
  /** The switcher's stand-in button had focus when this menu replaced it: the trigger takes focus. */
  focusTrigger: boolean;
  /** How the user opened the menu before its code arrived; it is done again on the real trigger. */
  activation: MenuActivation | null;
}

/** Replays the press that opened the menu, so Radix opens it exactly as for that key or pointer. */
function replay(trigger: HTMLButtonElement, activation: MenuActivation): void {
  if (activation.kind === 'key') {
    trigger.focus();
    trigger.dispatchEvent(
      new KeyboardEvent('keydown', { key: activation.key, bubbles: true, cancelable: true }),
    );
  } else {
    trigger.dispatchEvent(
      new PointerEvent('pointerdown', {
        button: 0,
        buttons: 1,
        isPrimary: true,
        pointerType: activation.pointerType,
        bubbles: true,
        cancelable: true,
      }),
    );
  }
}

/**
 * The Radix dropdown behind {@link LanguageSwitcher}, loaded on the first sign that the user is going for the
 * switcher (pointer over it, focus, a press). Not modal: the rest of the page stays in the accessibility tree
 * (no aria-hidden around a focusable skip link); focus still moves into the menu, arrows move through it and
 * Escape closes it.
 */
export function LanguageMenu({
  current,
  className,
  label,
  children,
  focusTrigger,
  activation,
}: LanguageMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // What the stand-in button left to do; only the first render's values matter.
  const handOver = useRef({ focusTrigger, activation });

  // Before paint: focus left with the removed stand-in button, give it to the trigger that took its place.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (handOver.current.focusTrigger && (active === null || active === document.body)) {
      trigger.current?.focus();
    }
  }, []);

  // After Radix has set up (its effects run before this parent's): open the menu as the user asked.
  useEffect(() => {
    const { activation: pending } = handOver.current;
    if (pending && trigger.current) replay(trigger.current, pending);
  }, []);

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
