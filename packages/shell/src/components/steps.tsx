import { type LoadingStepAnimation, STEPS_SKELETON_DEFAULT } from '@portal/contracts/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './css-vars';
import { CheckIcon } from './icons';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/steps.css';

export interface StepItem {
  id: string;
  title: string;
  description?: string;
}

export interface StepsProps {
  steps: StepItem[];
  /** Index (0-based) of the current step; steps before it are done. */
  current: number;
  /**
   * Makes the steps buttons. A click toggles the step's selection (spec §4): the callback receives the step
   * and whether it is now selected.
   */
  onStepClick?: (step: StepItem, selected: boolean, index: number) => void;
  /** Shows a skeleton of `skeletonCount` steps instead of the steps. */
  loading?: boolean;
  skeletonCount?: number;
  /** Animates the current step's marker (e.g. while it is being processed). */
  animation?: LoadingStepAnimation;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

type StepStatus = 'done' | 'current' | 'upcoming';

/** Horizontal steps with done / current / upcoming states, a loading skeleton and optional selection. */
export function Steps({
  steps,
  current,
  onStepClick,
  loading = false,
  skeletonCount = STEPS_SKELETON_DEFAULT,
  animation,
  label,
  className,
}: StepsProps) {
  const { t } = useTranslation('library');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (loading) {
    return (
      <div className={cx('steps', 'steps--loading', className)} aria-busy="true">
        <span className="sr-only">{t('steps.loading')}</span>
        <ol className="steps__list" aria-hidden="true">
          {Array.from({ length: Math.max(0, skeletonCount) }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeleton placeholders have no identity
            <li key={i} className="steps__item steps__item--skeleton" data-testid="steps-skeleton-item">
              <span className="steps__marker steps__skeleton-block" />
              <span className="steps__skeleton-line" />
            </li>
          ))}
        </ol>
      </div>
    );
  }

  const toggle = (step: StepItem, index: number) => {
    const selected = selectedId !== step.id;
    setSelectedId(selected ? step.id : null);
    onStepClick?.(step, selected, index);
  };

  return (
    <ol className={cx('steps', 'steps__list', className)} aria-label={label ?? t('steps.label')}>
      {steps.map((step, index) => {
        const status: StepStatus = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        const marker = (
          <span
            className={cx(
              'steps__marker',
              status === 'current' && animation && `steps__marker--${animation}`,
            )}
            aria-hidden="true"
          >
            {status === 'done' ? <CheckIcon /> : index + 1}
          </span>
        );
        const text = (
          <span className="steps__text">
            <span className="steps__title">{step.title}</span>
            <span className="sr-only">, {t(`steps.status.${status}`)}</span>
            {step.description ? <span className="steps__description">{step.description}</span> : null}
          </span>
        );
        return (
          <li
            key={step.id}
            className={cx(
              'steps__item',
              `steps__item--${status}`,
              selectedId === step.id && 'steps__item--selected',
            )}
            aria-current={status === 'current' ? 'step' : undefined}
          >
            {onStepClick ? (
              <button
                type="button"
                className="steps__button"
                aria-pressed={selectedId === step.id}
                onClick={() => toggle(step, index)}
              >
                {marker}
                {text}
              </button>
            ) : (
              <span className="steps__button">
                {marker}
                {text}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
