import { formatDate } from '@portal/contracts/dates';
import type { RecruitingApplication } from '@portal/contracts/recruiting';
import type { ScreeningAnswerRecord } from '@portal/contracts/screening-questions';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useTranslation } from 'react-i18next';
import { localizedTitle } from '#intranet/kit/recruiting/components/vacancy-texts';

/** An answer as the recruiter reads it: yes/no in words, a choice by its option's text, a number with its unit. */
function AnswerValue({ answer }: { answer: ScreeningAnswerRecord }) {
  const { t } = useTranslation('intranet');
  if (answer.kind === 'yes_no')
    return <>{t(`recruiting.screening.${answer.value === 'yes' ? 'yes' : 'no'}`)}</>;
  if (answer.option_text) return <>{localizedTitle(answer.option_text)}</>;
  if (answer.kind === 'number') {
    const number = new Intl.NumberFormat(currentLocale()).format(Number(answer.value));
    return <>{answer.unit ? `${number} ${localizedTitle(answer.unit)}` : number}</>;
  }
  return <>{String(answer.value)}</>;
}

/** Whether the candidate's review request still waits for a status change after it. */
function reviewPending(application: RecruitingApplication): boolean {
  const asked = application.review_requested_at;
  if (!asked) return false;
  return !application.events.some(
    (event) => event.kind === 'status' && Date.parse(event.at) > Date.parse(asked),
  );
}

/**
 * The application's screening (issue 29 point 4): where it came from, the answers with the texts the candidate read,
 * each that misses a requirement marked with its reason (never a verdict: a person decides), and the candidate's
 * review request when there is one.
 */
export function ScreeningAnswers({ application }: { application: RecruitingApplication }) {
  const { t } = useTranslation('intranet');
  const source = t(`recruiting.screening.sources.${application.source}`);
  return (
    <section className="recruiting__section recruiting__screening" aria-labelledby="screening">
      <h2 id="screening">{t('recruiting.screening.heading')}</h2>
      <p className="recruiting__sub">
        {t('recruiting.screening.source', {
          source: application.source_detail ? `${source} (${application.source_detail})` : source,
        })}
      </p>
      {application.review_requested_at && (
        <p className="recruiting__review-requested" role="note">
          {t('recruiting.screening.reviewRequested', {
            date: formatDate(application.review_requested_at, currentLocale()),
          })}
          {/* Until a status change answers it (a step after the request). */}
          {reviewPending(application) ? ` ${t('recruiting.screening.reviewPending')}` : null}
        </p>
      )}
      {application.answers.length === 0 ? (
        <p className="recruiting__sub">{t('recruiting.screening.noAnswers')}</p>
      ) : (
        <dl className="recruiting__answers">
          {application.answers.map((answer) => (
            <div
              key={answer.key}
              className={
                answer.meets ? 'recruiting__answer' : 'recruiting__answer recruiting__answer--misses'
              }
            >
              <dt>{localizedTitle(answer.text)}</dt>
              <dd>
                <AnswerValue answer={answer} />
                {!answer.meets && answer.reason && (
                  <span className="recruiting__miss">
                    {t('recruiting.screening.misses', { reason: localizedTitle(answer.reason) })}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
