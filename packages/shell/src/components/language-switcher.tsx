import { LOCALE_SHORT_LABEL, type Locale } from '@portal/contracts/locales';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon } from './icons';
import { LazyMenuTrigger } from './lazy-menu';
import { lazyPart } from './lazy-part';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/language-switcher.css';

/** Each language is named in itself, so a reader finds their own language whatever is shown now. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'pt-BR': 'Português',
  'en-US': 'English',
  'es-ES': 'Español',
};

const menu = lazyPart(() => import('./language-menu'));

/** Fetches the language menu's code ahead of its first use. */
export const preloadLanguageMenu = menu.preload;

/**
 * Shows the current language (PT, EN, ES) and a menu of the other two. Picking one switches the locale:
 * the cookie is written and the texts reload; the path does not change.
 * The menu's code is not part of the page's first download ({@link LazyMenuTrigger}).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('library');
  const current = currentLocale(i18n);
  const triggerClass = className ? `language-switcher ${className}` : 'language-switcher';
  const label = t('languageSwitcher.label', {
    language: LANGUAGE_NAMES[current],
    code: LOCALE_SHORT_LABEL[current],
  });
  return (
    <LazyMenuTrigger
      part={menu}
      className={triggerClass}
      label={label}
      menu={(loaded, handOver) => (
        <loaded.LanguageMenu current={current} className={triggerClass} label={label} handOver={handOver}>
          <LanguageTrigger current={current} />
        </loaded.LanguageMenu>
      )}
    >
      <LanguageTrigger current={current} />
    </LazyMenuTrigger>
  );
}

function LanguageTrigger({ current }: { current: Locale }) {
  return (
    <>
      <GlobeIcon />
      <span className="language-switcher__code">{LOCALE_SHORT_LABEL[current]}</span>
      <ChevronDownIcon className="language-switcher__chevron" />
    </>
  );
}
