import type { Locale } from '@portal/contracts/locales';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '@portal/shell/styles/vacancy-details.css';

/** A question as the vacancy's page shows it, its texts already in one language. */
export interface VacancyQuestionView {
  key: string;
  text: string;
  required: boolean;
  requirement?: { reason: string } | undefined;
}

/**
 * The questions a vacancy's application asks, each with its requirement's reason (issue 29 point 2): read before
 * applying, so nobody learns a requirement only after sending; and that no answer rejects the application. The
 * careers page and the intranet's preview draw it; nothing without questions.
 */
export function VacancyQuestions({
  questions,
  lng,
  headingLevel = 2,
}: {
  questions: readonly VacancyQuestionView[];
  /** The language of the texts (the preview's tab); the interface's otherwise. */
  lng?: Locale;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation('library', lng ? { lng } : undefined);
  const headingId = useId();
  if (questions.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="vacancy-section vacancy-questions" aria-labelledby={headingId}>
      <Heading id={headingId} className="vacancy-section__heading">
        {t('vacancyQuestions.heading')}
      </Heading>
      <p>{t('vacancyQuestions.intro')}</p>
      <ol className="vacancy-questions__list">
        {questions.map((question) => (
          <li key={question.key}>
            {question.text}
            {question.required ? (
              <span className="vacancy-questions__required"> ({t('vacancyQuestions.required')})</span>
            ) : null}
            {question.requirement ? (
              <span className="vacancy-questions__requirement">
                {t('vacancyQuestions.requirement', { reason: question.requirement.reason })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
