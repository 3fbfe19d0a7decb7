import { calendarDay, formatDate } from '@portal/contracts/dates';
import type { Locale } from '@portal/contracts/locales';
import type { VacancySalary } from '@portal/contracts/salary';
import type { Benefit, ContractType, Modality, VacancyProgram } from '@portal/contracts/vacancy-rules';
import { ServerPart } from '@portal/shell/components/server-part';
import { currentLocale } from '@portal/shell/i18n/i18n';
import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BenefitIcon } from './benefit-icon';
import { salaryText } from './salary-text';
import { textLines } from './text-lines';
import { VacancyBadges } from './vacancy-badges';
import { VacancyFacts } from './vacancy-facts';
import '@portal/shell/styles/vacancy-details.css';

/**
 * What the public page of a vacancy shows below its title, its texts already in one language. The intranet's
 * preview draws a form still being filled in: a fact it has not chosen yet is absent (shown as 'not given').
 */
export interface VacancyDetailsData {
  unit: { name: string } | undefined;
  city: string;
  state: string;
  modality: Modality | undefined;
  contract_type: ContractType | undefined;
  /** Shown as badges (a regular vacancy open to everyone has none). */
  program: VacancyProgram | undefined;
  pcd_exclusive: boolean | undefined;
  /** Shown only when the vacancy states one (decision 0078). */
  salary: VacancySalary | null | undefined;
  /** The area of interest and the work shifts, named in the page's language; shown only when given. */
  interest_area: { name: string } | null | undefined;
  workshifts: readonly { name: string }[];
  /** A Date or a 'yyyy-MM-dd' day; absent while not typed in full. */
  application_deadline: Date | string | undefined;
  duties: string;
  working_day: string;
  requirements: string;
  observations: string;
  benefits: readonly Benefit[];
}

type HeadingLevel = 2 | 3 | 4;

export interface VacancyDetailsProps {
  vacancy: VacancyDetailsData;
  /** The language of the labels and of the date; the interface's when not given (the intranet's preview sets it). */
  lng?: Locale;
  /** The sections' heading level: 2 under the page's title (h1); deeper where the title is itself deeper (a preview). */
  headingLevel?: HeadingLevel;
  /** Drawn in the summary box after the facts (the careers page's 'Confirm Registration'). */
  summaryAction?: ReactNode;
}

function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** A multi-line text: one line as a paragraph, several as a list. */
function MultilineText({ lines }: { lines: string[] }) {
  if (lines.length === 1) return <p>{lines[0]}</p>;
  return (
    <ul className="vacancy-text-list">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static lines that may repeat; their position is their identity.
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

/** `id` comes from the parent: a kept part's components do not run at hydration, so they call no `useId`. */
function TextSection({
  id,
  title,
  text,
  level,
}: {
  id: string;
  title: string;
  text: string;
  level: HeadingLevel;
}) {
  const lines = textLines(text);
  if (lines.length === 0) return null;
  return (
    <section className="vacancy-section" aria-labelledby={id}>
      <Heading level={level} id={id} className="vacancy-section__heading">
        {title}
      </Heading>
      <MultilineText lines={lines} />
    </section>
  );
}

/** The badges and the facts of the summary box; the salary and the dates formatted in `locale`. */
function SummaryFacts({
  vacancy,
  t,
  locale,
}: {
  vacancy: VacancyDetailsData;
  t: TFunction<'library'>;
  locale: Locale;
}) {
  const missing = t('vacancyDetails.missing');
  const deadline = vacancy.application_deadline;
  return (
    <>
      <VacancyBadges program={vacancy.program} pcdExclusive={vacancy.pcd_exclusive} t={t} />
      <VacancyFacts
        className="vacancy-facts--summary"
        facts={[
          [t('vacancyDetails.unit'), vacancy.unit?.name ?? missing],
          [
            t('vacancyDetails.location'),
            vacancy.city || vacancy.state
              ? t('vacancyDetails.cityState', {
                  city: vacancy.city || missing,
                  state: vacancy.state || missing,
                })
              : missing,
          ],
          [
            t('vacancyDetails.modality'),
            vacancy.modality ? t(`vacancyDetails.modalities.${vacancy.modality}`) : missing,
          ],
          [
            t('vacancyDetails.contractType'),
            vacancy.contract_type ? t(`vacancyDetails.contractTypes.${vacancy.contract_type}`) : missing,
          ],
          ...(vacancy.interest_area
            ? [[t('vacancyDetails.interestArea'), vacancy.interest_area.name] as const]
            : []),
          ...(vacancy.workshifts.length > 0
            ? [
                [
                  t('vacancyDetails.workshifts', { count: vacancy.workshifts.length }),
                  new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                    vacancy.workshifts.map((shift) => shift.name),
                  ),
                ] as const,
              ]
            : []),
          ...(vacancy.salary
            ? [[t('vacancyDetails.salary'), salaryText(vacancy.salary, t, locale)] as const]
            : []),
          [
            t('vacancyDetails.deadline'),
            deadline ? (
              <time key="deadline" dateTime={calendarDay(deadline)}>
                {formatDate(deadline, locale)}
              </time>
            ) : (
              missing
            ),
          ],
        ]}
      />
    </>
  );
}

/** Duties, working day, requirements, observations (those with text) and the benefits; their ids from `idPrefix`. */
function VacancyTexts({
  vacancy,
  t,
  level,
  idPrefix,
}: {
  vacancy: VacancyDetailsData;
  t: TFunction<'library'>;
  level: HeadingLevel;
  idPrefix: string;
}) {
  const texts = [
    ['duties', vacancy.duties],
    ['workingDay', vacancy.working_day],
    ['requirements', vacancy.requirements],
    ['observations', vacancy.observations],
  ] as const;
  const benefitsId = `${idPrefix}-benefits`;
  return (
    <>
      {texts.map(([key, text]) => (
        <TextSection
          key={key}
          id={`${idPrefix}-${key}`}
          title={t(`vacancyDetails.${key}`)}
          text={text}
          level={level}
        />
      ))}
      {vacancy.benefits.length > 0 ? (
        <section className="vacancy-section" aria-labelledby={benefitsId}>
          <Heading level={level} id={benefitsId} className="vacancy-section__heading">
            {t('vacancyDetails.benefitsTitle')}
          </Heading>
          <ul className="vacancy-benefits">
            {vacancy.benefits.map((benefit) => (
              <li key={benefit} className="vacancy-benefits__item">
                <BenefitIcon benefit={benefit} />
                <span>{t(`vacancyDetails.benefits.${benefit}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * The body of a vacancy's public page (careers screen 2): the program and PcD badges, the facts (unit, place,
 * modality, contract, area, shifts and salary when given, deadline), duties, working day, requirements, observations (sections without text are left
 * out) and benefits. The
 * careers page draws it under the vacancy's title; the intranet's editor draws it as a preview, in any of the three
 * languages, so the recruiter sees what a visitor will. Plain markup, server-rendered by the careers pages.
 */
export function VacancyDetails({ vacancy, lng, headingLevel = 2, summaryAction }: VacancyDetailsProps) {
  const { t, i18n } = useTranslation('library', lng ? { lng } : undefined);
  const summaryId = useId();
  const textsId = useId();
  const locale = lng ?? currentLocale(i18n);
  // What needs no script (facts, texts, benefits) stays the server's markup at hydration (decision 0101).
  const kept = [vacancy, locale, headingLevel];
  return (
    <>
      <section className="vacancy-summary" aria-labelledby={summaryId}>
        <Heading level={headingLevel} id={summaryId} className="sr-only">
          {t('vacancyDetails.summary')}
        </Heading>
        <ServerPart className="vacancy-details__part" deps={kept}>
          <SummaryFacts vacancy={vacancy} t={t} locale={locale} />
        </ServerPart>
        {summaryAction}
      </section>

      <ServerPart className="vacancy-details__part" deps={kept}>
        <VacancyTexts vacancy={vacancy} t={t} level={headingLevel} idPrefix={textsId} />
      </ServerPart>
    </>
  );
}
