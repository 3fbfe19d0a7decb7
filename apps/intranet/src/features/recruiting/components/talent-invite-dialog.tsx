import { INVITATION_MESSAGE_MAX } from '@portal/contracts/talent-pool';
import { ApiError } from '@portal/shell/api/api-error';
import { handleError } from '@portal/shell/api/error-reporting';
import { Button } from '@portal/shell/components/button';
import { Modal } from '@portal/shell/components/modal';
import { Field, FormAlert } from '@portal/shell/forms/field';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVacancies } from '../api/get-vacancies';
import { INVITATION_REFUSALS, type InvitationRefusal, inviteCandidate } from '../api/invite-candidate';
import { localizedTitle } from './vacancy-texts';

/** The recruiter's published vacancies (the only ones a candidate can be invited to, decision 0074). */
const PUBLISHED = { status: 'published', q: '', unit: '' };

const isRefusal = (code: unknown): code is InvitationRefusal =>
  INVITATION_REFUSALS.includes(code as InvitationRefusal);

/**
 * 'Convidar para uma vaga' (decision 0074): one of the recruiter's published vacancies and an optional message.
 * A refusal for the chosen vacancy (already invited, already applied, deadline passed) shows under the select. A
 * `not_found` problem is either the candidate who left the pool or a vacancy no longer published: `onNotFound`
 * tells which (true when the candidate left, and the page then says so). The problem's code decides, never the
 * status.
 */
export function TalentInviteDialog({
  candidateId,
  open,
  onOpenChange,
  onInvited,
  onNotFound,
}: {
  candidateId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInvited: () => Promise<void>;
  onNotFound: () => Promise<boolean>;
}) {
  const { t } = useTranslation('intranet');
  const vacancies = useVacancies(PUBLISHED);
  const published = (vacancies.data ?? []).filter((vacancy) => vacancy.status === 'published');
  const [busy, setBusy] = useState(false);
  const [vacancyError, setVacancyError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();

  const reset = () => {
    setVacancyError(undefined);
    setFailure(null);
  };

  const vacancyGone = async () => {
    if (await onNotFound()) return;
    setVacancyError(t('recruiting.talent.invite.vacancyGone'));
    await vacancies.mutate();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const vacancyId = Number(data.get('vacancy_id'));
    reset();
    if (!vacancyId) {
      setVacancyError(t('recruiting.talent.invite.vacancyRequired'));
      return;
    }
    const message = String(data.get('message') ?? '').trim();
    setBusy(true);
    try {
      await inviteCandidate(candidateId, { vacancy_id: vacancyId, ...(message ? { message } : {}) });
      await onInvited();
    } catch (error) {
      if (!(error instanceof ApiError)) handleError(error);
      else if (isRefusal(error.code)) setVacancyError(t(`recruiting.talent.invite.refused.${error.code}`));
      else if (error.code === 'not_found') await vacancyGone();
      else setFailure(error.errors?.[0]?.message ?? error.description);
    } finally {
      setBusy(false);
    }
  };

  const noVacancies = vacancies.data !== undefined && published.length === 0;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
        if (!next) reset();
      }}
      size="regular"
      title={t('recruiting.talent.invite.title')}
      description={t('recruiting.talent.invite.description')}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {t('recruiting.talent.invite.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={noVacancies}>
            {t('recruiting.talent.invite.send')}
          </Button>
        </>
      }
    >
      <form id={formId} className="recruiting__dialog-form" onSubmit={submit} noValidate>
        <FormAlert message={failure} />
        {vacancies.error ? <p role="alert">{t('recruiting.talent.invite.vacanciesError')}</p> : null}
        {noVacancies ? <p>{t('recruiting.talent.invite.noVacancies')}</p> : null}
        <Field label={t('recruiting.talent.invite.vacancy')} error={vacancyError}>
          {(control) => (
            <select
              className="form-field__input"
              name="vacancy_id"
              defaultValue=""
              onChange={() => setVacancyError(undefined)}
              {...control}
            >
              <option value="">
                {vacancies.data
                  ? t('recruiting.talent.invite.choose')
                  : t('recruiting.talent.invite.loading')}
              </option>
              {published.map((vacancy) => (
                <option key={vacancy.id} value={vacancy.id}>
                  {`${localizedTitle(vacancy.title)} – ${vacancy.city}/${vacancy.state}`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('recruiting.talent.invite.message')}
          hint={t('recruiting.talent.invite.messageHint', { max: INVITATION_MESSAGE_MAX })}
        >
          {(control) => (
            <textarea
              className="form-field__input"
              name="message"
              rows={4}
              maxLength={INVITATION_MESSAGE_MAX}
              {...control}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
