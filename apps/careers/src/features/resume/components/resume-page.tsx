import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import '@portal/shell/styles/forms.css';
import { safeTarget } from '@portal/contracts/auth';
import { RESUME_SECTIONS, type ResumeSection } from '@portal/contracts/resume';
import { ApiError } from '@portal/shell/api/api-error';
import { handleError } from '@portal/shell/api/error-reporting';
import { Button } from '@portal/shell/components/button';
import { ConfirmDialog } from '@portal/shell/components/confirm-dialog';
import { TabbedForm } from '@portal/shell/components/tabbed-form';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useNavigate, useSearchParams } from '@portal/shell/navigation/navigation';
import { showToast } from '@portal/shell/toast/toast-store';
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { finishResume } from '../api/finish-resume';
import {
  useAddress,
  useBasicInformation,
  useDegrees,
  useExperiences,
  useFirstJob,
  useInterests,
} from '../api/get-resume';
import { AddressSection } from './address-section';
import { BasicInformationSection, type ResumeAccount } from './basic-information-section';
import { InterestsSection } from './interests-section';
import { ComplementsSection, DegreesSection, ExperiencesSection, LanguagesSection } from './list-sections';
import './resume.css';

/** Where a finished resume goes: the final message of careers screen 9. */
const FINISHED_PATH = '/cadastro-concluido';

/** What still needs attention per section, from the saved data (the tab badges). */
function useAttention(): Record<ResumeSection, number> {
  const basic = useBasicInformation();
  const address = useAddress();
  const degrees = useDegrees();
  const experiences = useExperiences();
  const firstJob = useFirstJob();
  const interests = useInterests();
  return {
    basic_information: basic.data === null || (basic.data && !basic.data.picture) ? 1 : 0,
    address: address.data === null ? 1 : 0,
    degrees: degrees.data?.length === 0 ? 1 : 0,
    complements: 0,
    languages: 0,
    experiences: experiences.data?.length === 0 && firstJob.data && firstJob.data.first_job !== true ? 1 : 0,
    interests: interests.data === null ? 1 : 0,
    vacancies: 0,
  };
}

export interface ResumePageProps {
  /** The 'vacancies' section: the candidate's applications, composed by the app (a feature of its own). */
  vacancies: ReactNode;
  /** The account holder's name and e-mail, the starting values of those fields (from the candidate's user data). */
  account?: ResumeAccount;
  /** Shown with the Finish button (the app composes the talent pool choice there). */
  finishOption?: ReactNode;
  /** Runs once the resume is finished, before the final message (e.g. saves the choice shown with Finish). */
  onFinished?: () => Promise<void>;
  /**
   * The resume was finished before: the page says it is complete and Finish checks it again. Undefined while that is
   * not known yet (the account is loading): the page then says neither that it is complete nor how long filling it
   * in takes, so a finished resume never reads 'about 15 minutes'.
   */
  finished?: boolean | undefined;
}

/**
 * /carreiras/curriculo (careers screen 8): the resume in eight tabs with 'Step n/total' and a badge per tab for
 * what still needs attention. Leaving a tab or the page with unsaved changes asks first; finishing checks everything
 * on the server, then goes to the final message.
 */
const NO_ACCOUNT: ResumeAccount = { name: '', email: '' };

export function ResumePage({
  vacancies,
  account = NO_ACCOUNT,
  finishOption,
  onFinished,
  finished,
}: ResumePageProps) {
  const { t } = useTranslation('careers');
  const navigate = useNavigate();
  // Where the candidate was going when the resume was asked for (e.g. the vacancy of 'Confirm Registration').
  const next = safeTarget(useSearchParams()[0].get('next'), '');
  const [active, setActive] = useState<ResumeSection>('basic_information');
  const [pendingTab, setPendingTab] = useState<ResumeSection | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [missing, setMissing] = useState<{ field: string; message: string }[]>([]);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const dirty = useRef<Partial<Record<ResumeSection, boolean>>>({});
  const attention = useAttention();
  const title = t('resume.title');
  const finishLabel = t(finished ? 'resume.finishAgain' : 'resume.finish');

  useDocumentTitle(title, t('library:appShell.title'));

  const leaving = useLeaveGuard(dirty);

  const dirtyHandlers = useMemo(
    () =>
      Object.fromEntries(
        RESUME_SECTIONS.map((section) => [
          section,
          (value: boolean) => {
            dirty.current[section] = value;
          },
        ]),
      ) as Record<ResumeSection, (dirty: boolean) => void>,
    [],
  );
  const onSaved = useCallback(() => setMissing([]), []);

  const changeTab = (id: string) => {
    const next = id as ResumeSection;
    if (next === active) return;
    if (dirty.current[active]) {
      // The dialog gives the focus back to what had it: the chosen tab, which outlives the section's inputs.
      document.querySelector<HTMLElement>(`[data-tab-id="${next}"]`)?.focus();
      setPendingTab(next);
      return;
    }
    setActive(next);
  };

  const finish = async () => {
    setFinishing(true);
    try {
      await finishResume();
      setMissing([]);
      showToast({ type: 'success', title: t('resume.finished') });
      await onFinished?.();
      navigate(next ? `${FINISHED_PATH}?next=${encodeURIComponent(next)}` : FINISHED_PATH);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'resume_incomplete') {
        // What is missing, named per section, in a summary that takes the focus (no toast).
        setMissing(error.errors ?? []);
        setSummaryFocus((count) => count + 1);
        const first = error.errors?.[0]?.field as ResumeSection | undefined;
        if (first && RESUME_SECTIONS.includes(first) && !dirty.current[active]) setActive(first);
      } else if (error instanceof ApiError && error.status < 500) {
        // Another expected refusal: said in the summary, never reported as a failure.
        setMissing([{ field: '', message: error.description }]);
        setSummaryFocus((count) => count + 1);
      } else {
        handleError(error);
      }
    } finally {
      setFinishing(false);
    }
  };

  const openSection = (section: ResumeSection) => changeTab(section);

  const missingOf = (section: ResumeSection) => missing.filter((m) => m.field === section).length;
  const badge = (section: ResumeSection) => Math.max(attention[section], missingOf(section));

  const content = sectionContents({
    dirtyHandlers,
    onSaved,
    account,
    vacancies,
    vacanciesTitle: t('resume.sections.vacancies'),
  });

  return (
    <div className="resume">
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('nav.vacancies'), href: '/' }, { label: title }]}
        backTo="/"
      />
      {finished === undefined ? (
        <p className="resume__intro resume__intro--pending" />
      ) : (
        <p className="resume__intro">{t(finished ? 'resume.introFinished' : 'resume.intro')}</p>
      )}
      <MissingSummary missing={missing} focusRequest={summaryFocus} onOpenSection={openSection} />
      <TabbedForm
        label={title}
        activeId={active}
        onChange={changeTab}
        tabs={RESUME_SECTIONS.map((section) => ({
          id: section,
          label: t(`resume.sections.${section}`),
          badge: badge(section),
          content: content[section],
        }))}
        actions={
          finishOption ? (
            <div className="resume__finish">
              {finishOption}
              <Button onClick={finish} loading={finishing}>
                {finishLabel}
              </Button>
            </div>
          ) : (
            <Button onClick={finish} loading={finishing}>
              {finishLabel}
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={pendingTab !== null}
        onOpenChange={(open) => (open ? undefined : setPendingTab(null))}
        title={t('resume.unsavedTitle')}
        description={t('resume.unsavedMessage')}
        confirmLabel={t('resume.leave')}
        cancelLabel={t('resume.stay')}
        onConfirm={() => {
          if (pendingTab) {
            dirty.current[active] = false;
            setActive(pendingTab);
          }
          setPendingTab(null);
        }}
      />
      <ConfirmDialog
        open={leaving.state === 'blocked'}
        onOpenChange={(open) => (open ? undefined : leaving.reset?.())}
        title={t('resume.unsavedTitle')}
        description={t('resume.unsavedMessage')}
        confirmLabel={t('resume.leave')}
        cancelLabel={t('resume.stay')}
        onConfirm={() => {
          dirty.current = {};
          leaving.proceed?.();
        }}
      />
    </div>
  );
}

/**
 * Leaving the page with unsaved changes asks first: the browser's own prompt when the page is closed or reloaded,
 * and the returned blocker for a link of the page (sidebar, breadcrumbs, header).
 */
function useLeaveGuard(dirty: RefObject<Partial<Record<ResumeSection, boolean>>>) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (Object.values(dirty.current).some(Boolean)) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && Object.values(dirty.current).some(Boolean),
  );
}

/** Each tab's section, told when it has unsaved changes and when it saved. */
function sectionContents({
  dirtyHandlers,
  onSaved,
  account,
  vacancies,
  vacanciesTitle,
}: {
  dirtyHandlers: Record<ResumeSection, (dirty: boolean) => void>;
  onSaved: () => void;
  account: ResumeAccount;
  vacancies: ReactNode;
  vacanciesTitle: string;
}): Record<ResumeSection, ReactNode> {
  return {
    basic_information: (
      <BasicInformationSection
        onDirtyChange={dirtyHandlers.basic_information}
        onSaved={onSaved}
        account={account}
      />
    ),
    address: <AddressSection onDirtyChange={dirtyHandlers.address} onSaved={onSaved} />,
    degrees: <DegreesSection onDirtyChange={dirtyHandlers.degrees} onSaved={onSaved} />,
    complements: <ComplementsSection onDirtyChange={dirtyHandlers.complements} onSaved={onSaved} />,
    languages: <LanguagesSection onDirtyChange={dirtyHandlers.languages} onSaved={onSaved} />,
    experiences: <ExperiencesSection onDirtyChange={dirtyHandlers.experiences} onSaved={onSaved} />,
    interests: <InterestsSection onDirtyChange={dirtyHandlers.interests} onSaved={onSaved} />,
    vacancies: (
      <div>
        <h2 className="resume__section-title">{vacanciesTitle}</h2>
        {vacancies}
      </div>
    ),
  };
}

/**
 * What a refused finish says is missing, each item leading to its section; scrolled to and focused each time a
 * finish is refused (`focusRequest` counts the refusals).
 */
function MissingSummary({
  missing,
  focusRequest,
  onOpenSection,
}: {
  missing: { field: string; message: string }[];
  focusRequest: number;
  onOpenSection: (section: ResumeSection) => void;
}) {
  const { t } = useTranslation('careers');
  const summaryRef = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  useEffect(() => {
    if (!focusRequest) return;
    summaryRef.current?.scrollIntoView?.({ block: 'start' });
    summaryRef.current?.focus({ preventScroll: true });
  }, [focusRequest]);
  if (!missing.length) return null;
  return (
    <div
      className="form-alert resume__missing"
      role="alert"
      tabIndex={-1}
      ref={summaryRef}
      aria-labelledby={`${summaryId}-title`}
    >
      <h2 className="resume__missing-title" id={`${summaryId}-title`}>
        {t('resume.missingTitle')}
      </h2>
      <ul className="resume__missing-list">
        {missing.map((item) => (
          <li key={`${item.field}-${item.message}`}>
            {RESUME_SECTIONS.includes(item.field as ResumeSection) ? (
              <>
                <button
                  type="button"
                  className="link-button resume__missing-link"
                  onClick={() => onOpenSection(item.field as ResumeSection)}
                >
                  {t(`resume.sections.${item.field}`)}
                </button>
                : {item.message}
              </>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
