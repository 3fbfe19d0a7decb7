import { LOCALE_SHORT_LABEL, type Locale } from '@portal/contracts/locales';
import { handleError } from '@portal/shell/api/error-reporting';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon } from './icons';
import { lazyPart } from './lazy-part';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/language-switcher.css';

/** Each language is named in itself, so a reader finds their own language whatever is shown now. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'pt-BR': 'Português',
  'en-US': 'English',
  'es-ES': 'Español',
};

/** A press that opens the menu (the keys and pointer button Radix's trigger opens on). */
export type MenuActivation =
  | { kind: 'key'; key: 'Enter' | ' ' | 'ArrowDown' }
  | { kind: 'pointer'; pointerType: string };

const OPENING_KEYS: readonly string[] = ['Enter', ' ', 'ArrowDown'];

const menu = lazyPart(() => import('./language-menu'));

/** Fetches the language menu's code ahead of its first use. */
export const preloadLanguageMenu = menu.preload;

/**
 * Shows the current language (PT, EN, ES) and a menu of the other two. Picking one switches the locale:
 * the cookie is written and the texts reload; the path does not change.
 *
 * The menu's code is not part of the page's first download. Until it is needed the switcher is a plain button
 * that looks and reads the same (name, popup, collapsed state); pointing at it or focusing it fetches the menu,
 * which then takes the button's place. A press that comes before the code opens the menu when it arrives.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('library');
  const current = currentLocale(i18n);
  const loaded = menu.useLoaded();
  const [focused, setFocused] = useState(false);
  const [activation, setActivation] = useState<MenuActivation | null>(null);

  const triggerClass = className ? `language-switcher ${className}` : 'language-switcher';
  const label = t('languageSwitcher.label', {
    language: LANGUAGE_NAMES[current],
    code: LOCALE_SHORT_LABEL[current],
  });
  const content = (
    <>
      <GlobeIcon />
      <span className="language-switcher__code">{LOCALE_SHORT_LABEL[current]}</span>
      <ChevronDownIcon className="language-switcher__chevron" />
    </>
  );

  if (loaded) {
    return (
      <loaded.LanguageMenu
        current={current}
        className={triggerClass}
        label={label}
        focusTrigger={focused}
        activation={activation}
      >
        {content}
      </loaded.LanguageMenu>
    );
  }

  // Like Radix's trigger: Enter and Space toggle, ArrowDown opens, the main pointer button toggles.
  const press = (next: MenuActivation) => {
    setActivation((pending) => (pending && !(next.kind === 'key' && next.key === 'ArrowDown') ? null : next));
    menu.load().catch(handleError);
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || event.ctrlKey) return;
    // As Radix does: the trigger does not take focus, the menu will.
    event.preventDefault();
    press({ kind: 'pointer', pointerType: event.pointerType });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') setActivation(null);
    if (!OPENING_KEYS.includes(event.key)) return;
    event.preventDefault();
    press({ kind: 'key', key: event.key as 'Enter' | ' ' | 'ArrowDown' });
  };

  return (
    <button
      type="button"
      className={triggerClass}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={preloadLanguageMenu}
      onFocus={() => {
        setFocused(true);
        void preloadLanguageMenu();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    >
      {content}
    </button>
  );
}
