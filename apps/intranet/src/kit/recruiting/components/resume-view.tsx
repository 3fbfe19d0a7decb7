import { formatCpf } from '@portal/contracts/cpf';
import { formatDate } from '@portal/contracts/dates';
import { DICTIONARIES, type DictionaryAttribute } from '@portal/contracts/dictionaries';
import type { Locale } from '@portal/contracts/locales';
import { apiToMonthYear } from '@portal/contracts/month-year';
import type { RecruiterResume } from '@portal/contracts/recruiting';
import { formatPhone } from '@portal/contracts/resume-rules';
import type { TalentCandidateDetail } from '@portal/contracts/talent-pool';
import { FactList } from '@portal/shell/components/fact-list';
import { currentLocale } from '@portal/shell/i18n/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A resume as the recruiting screens show it: an application's, or the talent pool's, whose PcD fields are absent
 * without `recruiting.sensitive` (decision 0073; absent fields are left out like empty ones).
 */
type ShownResume = RecruiterResume | TalentCandidateDetail['resume'];

/** A dictionary id as its label in the interface language (the id itself if the dictionary lost it). */
function dictionaryLabel(attribute: DictionaryAttribute, id: number, locale: Locale): string {
  return DICTIONARIES[attribute].find((entry) => entry.id === id)?.label[locale] ?? String(id);
}

/** A Brazilian CEP as it is written (89201-000); any other postal code as it came. */
function postalCode(value: string, country: string): string {
  const digits = value.replace(/\D/g, '');
  return country === 'BR' && digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : value;
}

/** A country code (ISO 3166, as the address stores it) as its name in the interface language. */
function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A resume date as the resume forms write it: the API's 'yyyy-MM' as 'MM/yyyy'. */
function monthYear(value: string): string {
  return apiToMonthYear(value) || value;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="resume-view__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** Label–value pairs; empty values are left out (an optional field the candidate did not fill). */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== '' && value !== null && value !== undefined);
  return <FactList facts={shown} className="resume-view__facts" itemClassName="resume-view__fact" />;
}

/** The resume's texts (`recruiting.resume.*`) and the ways it writes yes/no answers and periods. */
function useResumeTexts() {
  const { t } = useTranslation('intranet');
  const r = (key: string, options?: Record<string, unknown>) => t(`recruiting.resume.${key}`, options);
  const yesNo = (value: boolean | null | undefined) =>
    value === null || value === undefined ? '' : value ? r('yes') : r('no');
  const period = (start: string, end: string) =>
    `${monthYear(start)} – ${end ? monthYear(end) : r('present')}`;
  return { r, yesNo, period, locale: currentLocale() };
}

/** The picture (or a placeholder) and the basic facts. */
function BasicInformation({ basic }: { basic: NonNullable<ShownResume['basic_information']> }) {
  const { r, yesNo, locale } = useResumeTexts();
  return (
    <div className="resume-view__basic">
      {basic.picture ? (
        <img
          className="resume-view__picture"
          src={basic.picture}
          alt={r('pictureAlt', { name: basic.name })}
          width={120}
          height={120}
        />
      ) : (
        <div className="resume-view__picture resume-view__picture--none">{r('noPicture')}</div>
      )}
      <Facts
        rows={[
          [r('name'), basic.name],
          [r('birthdate'), basic.birthdate ? formatDate(basic.birthdate, locale) : ''],
          [r('nationality'), basic.nationality],
          [r('sex'), basic.sex ? r(`sexes.${basic.sex}`) : ''],
          [r('cpf'), basic.cpf ? formatCpf(basic.cpf) : ''],
          [r('email'), basic.email ? <a href={`mailto:${basic.email}`}>{basic.email}</a> : ''],
          [r('phone'), basic.phone ? formatPhone(basic.phone) : ''],
          [r('secondaryPhone'), basic.secondary_phone ? formatPhone(basic.secondary_phone) : ''],
          [r('pcd'), yesNo(basic.pcd)],
          [
            r('disabilityType'),
            basic.pcd && typeof basic.disability_type === 'number'
              ? dictionaryLabel('disability_type', basic.disability_type, locale)
              : '',
          ],
        ]}
      />
    </div>
  );
}

/** The interests: work shifts and areas as their labels, the apprentice and internship answers. */
function Interests({ interests }: { interests: NonNullable<RecruiterResume['interests']> }) {
  const { r, yesNo, locale } = useResumeTexts();
  return (
    <Facts
      rows={[
        [
          r('workshifts'),
          interests.workshifts.map((id) => dictionaryLabel('workshift', id, locale)).join(', '),
        ],
        [
          r('areas'),
          interests.interest_areas.map((id) => dictionaryLabel('interest_area', id, locale)).join(', '),
        ],
        [r('youngApprentice'), yesNo(interests.young_apprentice)],
        [r('internship'), yesNo(interests.internship)],
      ]}
    />
  );
}

/**
 * The candidate's whole resume, read-only: the picture and the sections of the careers resume, dictionary ids as
 * their labels in the interface language, dates as the careers forms write them.
 */
export function ResumeView({ resume, headingId }: { resume: ShownResume; headingId: string }) {
  const { r, period, locale } = useResumeTexts();
  const none = <p className="resume-view__none">{r('none')}</p>;
  const basic = resume.basic_information;
  const address = resume.address;
  const interests = resume.interests;

  return (
    <article className="resume-view" aria-labelledby={headingId}>
      <h2 id={headingId} className="resume-view__title">
        {r('title')}
      </h2>
      <Section id="resume-basic" title={r('sections.basic_information')}>
        {basic ? <BasicInformation basic={basic} /> : none}
      </Section>

      <Section id="resume-address" title={r('sections.address')}>
        {address ? (
          <Facts
            rows={[
              [r('street'), [address.street, address.number, address.complement].filter(Boolean).join(', ')],
              [r('district'), address.district],
              [r('city'), [address.city, address.state].filter(Boolean).join(' – ')],
              [r('postalCode'), postalCode(address.postal_code, address.country)],
              [r('country'), address.country ? countryName(address.country, locale) : ''],
            ]}
          />
        ) : (
          none
        )}
      </Section>

      <Section id="resume-degrees" title={r('sections.degrees')}>
        <Entries
          items={resume.degrees}
          empty={none}
          render={(degree) => (
            <>
              <strong>{degree.course}</strong>
              <span>
                {dictionaryLabel('instruction_degree', degree.degree, locale)} ·{' '}
                {degree.completed ? r('completed') : r('notCompleted')}
              </span>
              <span>
                {degree.institution} · {period(degree.startDate, degree.endDate)}
              </span>
            </>
          )}
        />
      </Section>

      <Section id="resume-complements" title={r('sections.complements')}>
        <Entries
          items={resume.complements}
          empty={none}
          render={(entry) => (
            <>
              <strong>{entry.description}</strong>
              <span>{dictionaryLabel('complement_type', entry.category, locale)}</span>
              <span>
                {entry.institution} · {period(entry.startDate, entry.endDate)}
              </span>
            </>
          )}
        />
      </Section>

      <Section id="resume-languages" title={r('sections.languages')}>
        <Entries
          items={resume.languages}
          empty={none}
          render={(entry) => (
            <>
              <strong>{dictionaryLabel('language', entry.language, locale)}</strong>
              <span>{dictionaryLabel('proficiency_level', entry.proficiency_level, locale)}</span>
            </>
          )}
        />
      </Section>

      <Section id="resume-experiences" title={r('sections.experiences')}>
        {resume.first_job === true ? <p>{r('firstJob')}</p> : null}
        <Entries
          items={resume.experiences}
          empty={resume.first_job === true ? null : none}
          render={(entry) => (
            <>
              <strong>{entry.role}</strong>
              <span>{entry.company}</span>
              <span>{period(entry.startDate, entry.endDate)}</span>
            </>
          )}
        />
      </Section>

      <Section id="resume-interests" title={r('sections.interests')}>
        {interests ? <Interests interests={interests} /> : none}
      </Section>
    </article>
  );
}

/** A list section's entries, one item each, or `empty` when there are none. */
function Entries<T extends { id: number }>({
  items,
  render,
  empty,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  empty: ReactNode;
}) {
  if (items.length === 0) return empty;
  return (
    <ul className="resume-view__entries">
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </ul>
  );
}
