import { VACANCY_TEXT_LANGUAGES } from '@portal/contracts/recruiting';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type Language = (typeof VACANCY_TEXT_LANGUAGES)[number];

export interface LanguageTabsProps {
  /** Prefix of the tabs' ids (`${idPrefix}-${language}`), unique on the page. */
  idPrefix: string;
  /** The id of the one tab panel the tabs control. */
  panelId: string;
  panelClassName: string;
  label: string;
  value: Language;
  onChange: (language: Language) => void;
  /** The panel's content, in the selected language. */
  children: ReactNode;
}

/**
 * The three languages of a vacancy's texts as ARIA tabs (one tab stop; arrow keys move and select) and the one panel
 * they control, for the editor's texts and the public page's preview.
 */
export function LanguageTabs({
  idPrefix,
  panelId,
  panelClassName,
  label,
  value,
  onChange,
  children,
}: LanguageTabsProps) {
  const { t } = useTranslation('intranet');
  return (
    <>
      <div className="recruiting__tabs" role="tablist" aria-label={label}>
        {VACANCY_TEXT_LANGUAGES.map((lang) => (
          <button
            key={lang}
            type="button"
            role="tab"
            id={`${idPrefix}-${lang}`}
            aria-controls={panelId}
            aria-selected={lang === value}
            tabIndex={lang === value ? 0 : -1}
            className="recruiting__tab"
            onClick={() => onChange(lang)}
            onKeyDown={(event) => {
              const index = VACANCY_TEXT_LANGUAGES.indexOf(lang);
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              event.preventDefault();
              const count = VACANCY_TEXT_LANGUAGES.length;
              const next = VACANCY_TEXT_LANGUAGES[(index + step + count) % count] ?? 'pt-BR';
              onChange(next);
              document.getElementById(`${idPrefix}-${next}`)?.focus();
            }}
          >
            {t(`recruiting.editor.language.${lang}`)}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${idPrefix}-${value}`} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
