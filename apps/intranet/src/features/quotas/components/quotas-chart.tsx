import { formatDate } from '@portal/contracts/dates';
import type { Quotas } from '@portal/contracts/quotas';
import { Link } from '@portal/shell/navigation/navigation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from '#intranet/kit/recruiting/components/column-heads';
import { apprenticeSearchPath } from '#intranet/kit/recruiting/recruiting-access';

type Unit = Quotas['units'][number];

/** A whole number as the reader's language writes it (1.234 in pt-BR and es-ES, 1,234 in en-US). */
export function useCount() {
  const { i18n } = useTranslation('intranet');
  const format = new Intl.NumberFormat(i18n.language || 'pt-BR', { maximumFractionDigits: 0 });
  return (value: number) => format.format(value);
}

/** Where a count sits on a bar whose end is the larger of the maximum and what is filled (in percent). */
const share = (value: number, scale: number) => (scale > 0 ? Math.min(100, (value / scale) * 100) : 0);

/**
 * One plant's bar (decision 0072): employed and hired filled against the minimum mark and the maximum mark; the
 * figures are written beside it, so nothing is told by colour alone.
 */
function UnitBar({ unit, state }: { unit: Unit; state: string | undefined }) {
  const { t, i18n } = useTranslation('intranet');
  const count = useCount();
  const scale = Math.max(unit.apprentice_max, unit.apprentices_employed + unit.apprentice_hired, 1);
  const figures = {
    employed: count(unit.apprentices_employed),
    hired: count(unit.apprentice_hired),
    min: count(unit.apprentice_min),
    max: count(unit.apprentice_max),
    gap: count(unit.apprentice_gap),
  };
  return (
    <li className="quotas-chart__row">
      <p className="quotas-chart__name">{unit.name}</p>
      <div className="quotas-chart__bar" aria-hidden="true">
        <span
          className="quotas-chart__fill quotas-chart__fill--employed"
          style={{ width: `${share(unit.apprentices_employed, scale)}%` }}
        />
        <span
          className="quotas-chart__fill quotas-chart__fill--hired"
          style={{ width: `${share(unit.apprentice_hired, scale)}%` }}
        />
        <span className="quotas-chart__mark" style={{ left: `${share(unit.apprentice_min, scale)}%` }} />
        <span
          className="quotas-chart__mark quotas-chart__mark--max"
          style={{ left: `${share(unit.apprentice_max, scale)}%` }}
        />
      </div>
      <p className="quotas-chart__text">{t('recruiting.quotas.chart.text', figures)}</p>
      {unit.figures_date ? (
        <p className="quotas-chart__date">
          {t('recruiting.quotas.chart.figuresOf', { date: formatDate(unit.figures_date, i18n.language) })}
        </p>
      ) : null}
      <p className="quotas-chart__gap">
        {unit.apprentice_gap > 0 ? (
          <Link to={apprenticeSearchPath(unit.city, state)}>
            {t('recruiting.quotas.chart.gapLink', {
              count: unit.apprentice_gap,
              gap: figures.gap,
              city: unit.city,
            })}
          </Link>
        ) : (
          // Only plants with recorded figures have a bar (the others are listed apart): a gap of none is met.
          t('recruiting.quotas.chart.met')
        )}
      </p>
    </li>
  );
}

/**
 * The units whose figures were never recorded, apart from the chart (issue 27 point 8): a quota of zero would read
 * as met. Each says how many apprentices the portal hired there meanwhile.
 */
function UnrecordedUnits({ units }: { units: Unit[] }) {
  const { t } = useTranslation('intranet');
  if (units.length === 0) return null;
  return (
    <div className="quotas__unrecorded">
      <h3>{t('recruiting.quotas.apprentices.unrecordedTitle')}</h3>
      <p className="quotas__intro">{t('recruiting.quotas.apprentices.unrecordedIntro')}</p>
      <ul className="quotas__unrecorded-list">
        {units.map((unit) => (
          <li key={unit.unit_id}>
            {unit.name}
            {unit.apprentice_hired > 0
              ? ` · ${t('recruiting.quotas.apprentices.unrecordedHired', { count: unit.apprentice_hired })}`
              : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The apprentice quota of every plant with recorded figures, as bars read at a glance and as the equivalent table;
 * the plants without figures listed apart after them.
 */
export function ApprenticeQuotas({ quotas, states }: { quotas: Quotas; states: Map<number, string> }) {
  const { t, i18n } = useTranslation('intranet');
  const count = useCount();
  const headingId = useId();
  const boxLabel = t('recruiting.quotas.table.boxLabel');
  const recorded = quotas.units.filter((unit) => unit.figures_date !== null);
  const unrecorded = quotas.units.filter((unit) => unit.figures_date === null);
  return (
    <section className="quotas__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('recruiting.quotas.apprentices.title')}</h2>
      <p className="quotas__intro">{t('recruiting.quotas.apprentices.intro')}</p>
      {quotas.units.length === 0 ? (
        <p className="quotas__state">{t('recruiting.quotas.apprentices.empty')}</p>
      ) : recorded.length === 0 ? (
        <p className="quotas__state">{t('recruiting.quotas.apprentices.noneRecorded')}</p>
      ) : (
        <>
          <p className="quotas__intro">{t('recruiting.quotas.apprentices.hiredHow')}</p>
          <p className="quotas-chart__legend" aria-hidden="true">
            <span className="quotas-chart__key quotas-chart__key--employed" />
            {t('recruiting.quotas.chart.employed')}
            <span className="quotas-chart__key quotas-chart__key--hired" />
            {t('recruiting.quotas.chart.hired')}
            <span className="quotas-chart__key quotas-chart__key--mark" />
            {t('recruiting.quotas.chart.marks')}
          </p>
          <ul className="quotas-chart">
            {recorded.map((unit) => (
              <UnitBar key={unit.unit_id} unit={unit} state={states.get(unit.unit_id)} />
            ))}
          </ul>
          {/* The table holds the same figures for screen readers and for whoever reads columns. The box is named
              apart from the section (two landmarks of one name were issue 27 point 19). */}
          {/* biome-ignore lint/a11y/useSemanticElements: a scrolling box, not a page section */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls takes the focus, so the keyboard scrolls it (WCAG 2.1.1) */}
          <div className="quotas__table-box scroll-x" role="region" aria-label={boxLabel} tabIndex={0}>
            <table className="quotas__table">
              <caption>{t('recruiting.quotas.table.caption')}</caption>
              <ColumnHeads
                labels={[
                  t('recruiting.quotas.table.unit'),
                  t('recruiting.quotas.table.figuresDate'),
                  t('recruiting.quotas.table.headcount'),
                  t('recruiting.quotas.table.base'),
                  t('recruiting.quotas.table.range'),
                  t('recruiting.quotas.table.employed'),
                  t('recruiting.quotas.table.hired'),
                  t('recruiting.quotas.table.gap'),
                ]}
              />
              <tbody>
                {recorded.map((unit) => (
                  <tr key={unit.unit_id}>
                    <th scope="row">{unit.name}</th>
                    <td>{formatDate(unit.figures_date!, i18n.language)}</td>
                    <td>{count(unit.headcount)}</td>
                    <td>{count(unit.apprentice_base)}</td>
                    <td>
                      {t('recruiting.quotas.table.rangeValue', {
                        min: count(unit.apprentice_min),
                        max: count(unit.apprentice_max),
                      })}
                    </td>
                    <td>{count(unit.apprentices_employed)}</td>
                    <td>{count(unit.apprentice_hired)}</td>
                    <td>{count(unit.apprentice_gap)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <UnrecordedUnits units={unrecorded} />
    </section>
  );
}
