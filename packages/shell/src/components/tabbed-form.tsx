import {
  SCROLL_FADE_THRESHOLD_PX,
  TAB_BADGE_MAX,
  TAB_SCROLL_ANIMATION_MS,
} from '@portal/contracts/constants';
import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { cx } from './css-vars';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { prefersReducedMotion } from './use-media-query';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/tabbed-form.css';

export interface TabbedFormTab {
  id: string;
  label: string;
  /** A count shown beside the label: hidden at 0, '99+' above 99. */
  badge?: number;
  content: ReactNode;
}

export interface TabbedFormProps {
  tabs: TabbedFormTab[];
  /** The active tab (controlled). Without it the component keeps its own, starting at the first tab. */
  activeId?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  /** Extra actions shown beside previous/next (e.g. a finish button on the last step). */
  actions?: ReactNode;
  className?: string;
}

/** The text of a tab badge: null (hidden) at 0 or less, the number up to 99, '99+' above. */
export function formatTabBadge(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > TAB_BADGE_MAX ? `${TAB_BADGE_MAX}+` : String(Math.floor(count));
}

function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/** Scrolls `list` horizontally to `target` over TAB_SCROLL_ANIMATION_MS (at once when motion is reduced). */
function animateScroll(list: HTMLElement, target: number): () => void {
  const from = list.scrollLeft;
  const distance = target - from;
  if (Math.abs(distance) < 1) return () => {};
  if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
    list.scrollLeft = target;
    return () => {};
  }
  let frame = 0;
  let start: number | null = null;
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / TAB_SCROLL_ANIMATION_MS);
    list.scrollLeft = from + distance * easeInOut(progress);
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/**
 * A multi-step form in tabs: 'Step n/total', a tab list that scrolls sideways on a phone (fading edges when more
 * tabs are hidden to either side) and wraps onto a second row where there is room, and previous/next buttons that
 * stop at the first and last step and bring the page to the top of the new step, its heading focused.
 */
export function TabbedForm({ tabs, activeId, onChange, label, actions, className }: TabbedFormProps) {
  const { t } = useTranslation('library');
  const [ownActiveId, setOwnActiveId] = useState(tabs[0]?.id ?? '');
  const active = activeId ?? ownActiveId;
  const foundIndex = tabs.findIndex((tab) => tab.id === active);
  const index = foundIndex === -1 ? 0 : foundIndex;
  const listRef = useRef<HTMLDivElement>(null);
  const [fade, setFade] = useState({ start: false, end: false });

  const rootRef = useRef<HTMLDivElement>(null);
  // The step that previous/next asked for: once it is shown, the page moves to its top and its heading takes the
  // focus, so a phone shows the new step from its start, not where the button was.
  const movingTo = useRef<string | null>(null);

  const select = (id: string) => {
    movingTo.current = null;
    if (activeId === undefined) setOwnActiveId(id);
    onChange?.(id);
  };

  const step = (id: string) => {
    select(id);
    movingTo.current = id;
  };

  const updateFade = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const start = list.scrollLeft > SCROLL_FADE_THRESHOLD_PX;
    const end = list.scrollWidth - list.clientWidth - list.scrollLeft > SCROLL_FADE_THRESHOLD_PX;
    setFade((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    updateFade();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(updateFade);
    observer.observe(list);
    return () => observer.disconnect();
  }, [updateFade]);

  // Bring the active tab to the middle of the list with a smooth scroll.
  const activeTabId = tabs[index]?.id;
  useEffect(() => {
    const list = listRef.current;
    if (!list || !activeTabId) return;
    const tab = [...list.querySelectorAll<HTMLElement>('[data-tab-id]')].find(
      (element) => element.dataset.tabId === activeTabId,
    );
    if (!tab) return;
    const max = Math.max(0, list.scrollWidth - list.clientWidth);
    const target = Math.min(max, Math.max(0, tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2));
    return animateScroll(list, target);
  }, [activeTabId]);

  useEffect(() => {
    if (!activeTabId || movingTo.current !== activeTabId) return;
    movingTo.current = null;
    // The new panel draws its content after this render: look for its heading on the next frame.
    const frame = requestAnimationFrame(() => {
      const panel = rootRef.current?.querySelector<HTMLElement>('.tabbed-form__panel[data-state="active"]');
      if (!panel) return;
      const heading = panel.querySelector<HTMLElement>('h1, h2, h3');
      if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      rootRef.current?.scrollIntoView?.({
        block: 'start',
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
      (heading ?? panel).focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [activeTabId]);

  const total = tabs.length;
  const previous = tabs[index - 1];
  const next = tabs[index + 1];

  return (
    <Tabs.Root
      ref={rootRef}
      className={cx('tabbed-form', className)}
      value={tabs[index]?.id ?? ''}
      onValueChange={select}
      activationMode="manual"
    >
      <p className="tabbed-form__step" aria-live="polite">
        {t('steps.stepOf', { current: total === 0 ? 0 : index + 1, total })}
      </p>
      <div
        className={cx(
          'tabbed-form__scroller',
          fade.start && 'tabbed-form__scroller--fade-start',
          fade.end && 'tabbed-form__scroller--fade-end',
        )}
      >
        <Tabs.List
          ref={listRef}
          className="tabbed-form__list"
          aria-label={label ?? t('steps.tabsLabel')}
          onScroll={updateFade}
        >
          {tabs.map((tab, position) => {
            const badge = formatTabBadge(tab.badge);
            return (
              <Tabs.Trigger key={tab.id} value={tab.id} data-tab-id={tab.id} className="tabbed-form__tab">
                <span className="tabbed-form__tab-number" aria-hidden="true">
                  {position + 1}
                </span>
                <span className="tabbed-form__tab-label">{tab.label}</span>
                {badge ? (
                  <>
                    {' '}
                    <span className="count-badge tab-badge">{badge}</span>
                  </>
                ) : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
      </div>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className="tabbed-form__panel">
          {tab.content}
        </Tabs.Content>
      ))}
      <div className="tabbed-form__nav">
        <Button variant="secondary" disabled={!previous} onClick={() => previous && step(previous.id)}>
          <ChevronLeftIcon />
          {t('steps.previous')}
        </Button>
        <Button variant="secondary" disabled={!next} onClick={() => next && step(next.id)}>
          {t('steps.next')}
          <ChevronRightIcon />
        </Button>
        {actions ? <div className="tabbed-form__actions">{actions}</div> : null}
      </div>
    </Tabs.Root>
  );
}
