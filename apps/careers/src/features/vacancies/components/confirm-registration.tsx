import { myApplicationPath } from '@portal/contracts/careers-paths';
import type { ScreeningAnswer } from '@portal/contracts/screening';
import type { Application } from '@portal/contracts/vacancies';
import { isAbortError, isProblem } from '@portal/shell/api/api-error';
import { handleError } from '@portal/shell/api/error-reporting';
import { useHasSession } from '@portal/shell/api/session';
import { Button } from '@portal/shell/components/button';
import { ConfirmDialog } from '@portal/shell/components/confirm-dialog';
import { DialogButton } from '@portal/shell/components/dialog-button';
import { CheckIcon } from '@portal/shell/components/icons';
import { lazyPart } from '@portal/shell/components/lazy-part';
import { Link } from '@portal/shell/navigation/navigation';
import { showToast } from '@portal/shell/toast/toast-store';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelApplication } from '#careers/kit/applications/api/cancel-application';
import { applyToVacancy, hasAppliedToVacancy } from '../api/apply-to-vacancy';
import type { VacancyView } from '../api/get-vacancy';

/**
 * signedOut: no session (the server's and the first browser render, and after a 401); checking: asking whether
 * the candidate applied; notApplied / applied: the answer.
 */
type Phase = 'signedOut' | 'checking' | 'notApplied' | 'applied';

export interface ConfirmRegistrationProps {
  vacancy: Pick<VacancyView, 'id' | 'title' | 'application_deadline' | 'deadline_passed' | 'questions'>;
}

/** The questions' screen comes when the candidate goes for 'Confirm' on a vacancy that asks some (issue 29). */
const questionsDialog = lazyPart(() => import('./apply-questions-dialog'));

/**
 * The 'Confirm Registration' action of careers screen 2 (spec §2, §4). Signed out: a link to sign in or register
 * that comes back to this vacancy. Signed in: apply ('Registration completed successfully'), or, once applied,
 * cancel after 'Do you really want to unsubscribe?'. An unfinished resume shows the server's reason and a link to
 * finish it; a passed deadline disables the button and says why.
 */
export function ConfirmRegistration({ vacancy }: ConfirmRegistrationProps) {
  const { t } = useTranslation('careers');
  const [phase, setPhase] = useState<Phase>('signedOut');
  const [busy, setBusy] = useState<'apply' | 'cancel' | null>(null);
  /** The server's reason when it refused the application because the resume is unfinished. */
  const [resumeReason, setResumeReason] = useState<string | null>(null);
  /** The server's reason when the deadline passed while the page was open. */
  const [closedReason, setClosedReason] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [questionsOpen, setQuestionsOpen] = useState(false);
  /** The application just sent, when an answer missed a requirement: what the candidate is told at once. */
  const [flagged, setFlagged] = useState<Application | null>(null);
  const questions = questionsDialog.useLoaded();
  const asks = vacancy.questions.length > 0;
  const container = useRef<HTMLDivElement>(null);
  /** Where focus goes after the action it was on is replaced (e.g. 'Confirm' by 'Cancel registration'). */
  const focusNext = useRef<'confirm' | 'applied' | null>(null);
  const session = useHasSession();

  // The session is known only in the browser (the login-type cookie): with one, ask the server.
  useEffect(() => {
    if (session === undefined) return;
    if (!session) {
      setPhase('signedOut');
      return;
    }
    const controller = new AbortController();
    setPhase('checking');
    hasAppliedToVacancy(vacancy.id, controller.signal).then(
      (exists) => setPhase(exists ? 'applied' : 'notApplied'),
      (error: unknown) => {
        if (isAbortError(error)) return;
        if (isProblem(error, 'unauthorized')) {
          setPhase('signedOut');
          return;
        }
        // Not known: let the candidate try; the server decides when they apply.
        setPhase('notApplied');
        handleError(error);
      },
    );
    return () => controller.abort();
  }, [vacancy.id, session]);

  useEffect(() => {
    const target = focusNext.current;
    if (!target || busy) return;
    focusNext.current = null;
    container.current?.querySelector<HTMLElement>(`[data-focus="${target}"]`)?.focus();
  });

  const signedOut = () => {
    focusNext.current = 'confirm';
    setConfirmOpen(false);
    setPhase('signedOut');
  };

  /** 'Confirm': a vacancy with questions asks them first; the answers then apply (see `send`). */
  const apply = async () => {
    if (asks) {
      questionsDialog.load().catch(handleError);
      setQuestionsOpen(true);
      return;
    }
    await send([]);
  };

  /**
   * Sends the application with the answers. A validation problem goes back to the questions' screen, which names the
   * question; any other outcome closes it and shows here.
   */
  const send = async (answers: ScreeningAnswer[]) => {
    setBusy('apply');
    setResumeReason(null);
    try {
      const application = await applyToVacancy(vacancy.id, answers);
      setQuestionsOpen(false);
      setFlagged(application.screening.meets ? null : application);
      focusNext.current = 'applied';
      setPhase('applied');
      showToast({ type: 'success', title: t('registration.success') });
    } catch (error) {
      if (isProblem(error, 'validation_failed') && questionsOpen) throw error;
      setQuestionsOpen(false);
      if (isProblem(error, 'unauthorized')) signedOut();
      else if (isProblem(error, 'deadline_passed')) {
        focusNext.current = 'confirm';
        setClosedReason(error.description);
      } else if (isProblem(error, 'resume_not_finished')) {
        focusNext.current = 'confirm';
        setResumeReason(error.description);
      } else {
        focusNext.current = 'confirm';
        handleError(error);
      }
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    setBusy('cancel');
    try {
      await cancelApplication(vacancy.id);
      showToast({ type: 'info', title: t('registration.cancelled') });
    } catch (error) {
      if (isProblem(error, 'unauthorized')) {
        setBusy(null);
        signedOut();
        return;
      }
      // not_found: there was no application to cancel (cancelled elsewhere); the page now says so.
      handleError(error);
      if (!isProblem(error, 'not_found')) {
        setBusy(null);
        return;
      }
    }
    focusNext.current = 'confirm';
    setConfirmOpen(false);
    setPhase('notApplied');
    setBusy(null);
  };

  const closed = vacancy.deadline_passed || closedReason !== null;

  return (
    <div className="registration" ref={container}>
      <RegistrationAction
        onIntent={asks ? () => void questionsDialog.preload() : undefined}
        phase={phase}
        closed={closed}
        closedReason={closedReason}
        applying={busy === 'apply'}
        vacancyId={vacancy.id}
        onApply={apply}
        onCancel={() => setConfirmOpen(true)}
      />
      {flagged && phase === 'applied' ? <FlaggedNotice application={flagged} /> : null}
      {questions ? (
        <questions.ApplyQuestionsDialog
          open={questionsOpen}
          onOpenChange={setQuestionsOpen}
          questions={vacancy.questions}
          onSubmit={send}
        />
      ) : null}
      {resumeReason && phase === 'notApplied' && !closed ? (
        <div className="registration__alert" role="alert">
          <p>{resumeReason}</p>
          <Link to="/curriculo">{t('registration.finishResume')}</Link>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('registration.confirmTitle')}
        description={t('registration.confirmDescription', { title: vacancy.title })}
        cancelLabel={t('registration.keep')}
        confirmLabel={t('registration.unsubscribe')}
        onConfirm={cancel}
        busy={busy === 'cancel'}
        danger
      />
    </div>
  );
}

/**
 * What the candidate can do now: once applied, 'Cancel registration'; with the deadline passed, a disabled
 * 'Confirm' and why; signed out, a link to sign in that comes back here; else 'Confirm'. Each carries the
 * `data-focus` name that the focus goes back to after an action.
 */
function RegistrationAction({
  onIntent,
  phase,
  closed,
  closedReason,
  applying,
  vacancyId,
  onApply,
  onCancel,
}: {
  /** A sign the candidate is about to press 'Confirm' (pointer over it, focus): fetch what it opens. */
  onIntent: (() => void) | undefined;
  phase: Phase;
  closed: boolean;
  closedReason: string | null;
  applying: boolean;
  vacancyId: number;
  onApply: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('careers');
  const reasonId = useId();
  const hintId = useId();
  if (phase === 'applied') {
    return (
      <>
        <p className="registration__applied" data-focus="applied" tabIndex={-1}>
          <CheckIcon />
          {t('registration.applied')}
        </p>
        <DialogButton onClick={onCancel}>{t('registration.cancel')}</DialogButton>
      </>
    );
  }
  if (closed) {
    return (
      <>
        <Button disabled aria-describedby={reasonId} data-focus="confirm">
          {t('registration.confirm')}
        </Button>
        <p id={reasonId} className="registration__reason">
          {closedReason ?? t('registration.closedReason')}
        </p>
      </>
    );
  }
  if (phase === 'signedOut') {
    return (
      <>
        <Link
          className="button button--primary"
          to={`/register?next=/vagas/${vacancyId}`}
          aria-describedby={hintId}
          data-focus="confirm"
        >
          {t('registration.confirm')}
        </Link>
        <p id={hintId} className="registration__hint">
          {t('registration.signInHint')}
        </p>
      </>
    );
  }
  return (
    <Button
      loading={phase === 'checking' || applying}
      onClick={onApply}
      data-focus="confirm"
      {...(onIntent ? { onPointerEnter: onIntent, onFocus: onIntent } : {})}
    >
      {t('registration.confirm')}
    </Button>
  );
}

/**
 * An application that missed a requirement (issue 29 point 3), told at once in the reader's language: which answer
 * does not meet which requirement, that a person from the team looks at it, and where to ask for a review.
 */
function FlaggedNotice({ application }: { application: Application }) {
  const { t } = useTranslation('careers');
  return (
    <div className="registration__flagged" role="status">
      <p className="registration__flagged-title">{t('applications.screening.heading')}</p>
      <ul>
        {application.screening.misses.map((miss) => (
          <li key={miss.key}>
            <span className="registration__flagged-question">{miss.question}</span>
            <strong className="registration__flagged-reason">{miss.reason}</strong>
          </li>
        ))}
      </ul>
      <p>{t('applications.screening.person')}</p>
      <Link to={myApplicationPath(application.id)}>{t('registration.questions.askReview')}</Link>
    </div>
  );
}
