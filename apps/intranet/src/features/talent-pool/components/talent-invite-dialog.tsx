import type { Locale } from '@portal/contracts/locales';
import {
  INVITATION_MESSAGE_MAX,
  type InvitationOption,
  invitationBodySchema,
} from '@portal/contracts/talent-pool';
import { normalizeSearchText } from '@portal/contracts/vacancy-rules';
import { ApiError } from '@portal/shell/api/api-error';
import { SelectField, TextAreaField, TextField } from '@portal/shell/forms/bound-fields';
import { SERVER_ERROR, useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '#intranet/kit/recruiting/components/form-dialog';
import { useInvitationOptions } from '../api/get-invitation-options';
import { INVITATION_REFUSALS, type InvitationRefusal, inviteCandidate } from '../api/invite-candidate';
import { inviteCandidates } from '../api/invite-candidates';

const isRefusal = (code: unknown): code is InvitationRefusal =>
  INVITATION_REFUSALS.includes(code as InvitationRefusal);

/** The dialog's 'choose the vacancy' message, a key of the intranet's texts (the form translates it). */
const VACANCY_REQUIRED = 'intranet:recruiting.talent.invite.vacancyRequired';

/**
 * The dialog's form: the title searched (a filter of the select, never sent), the vacancy chosen (the select's value,
 * required) and the message, checked by the API's own body schema.
 */
const inviteFormSchema = z.object({
  query: z.string(),
  vacancy_id: z.string().min(1, { message: VACANCY_REQUIRED }),
  // The API's rule of the message (trimmed, at most its length); an empty one is sent as none.
  message: invitationBodySchema.shape.message.in.unwrap(),
});
type InviteForm = z.infer<typeof inviteFormSchema>;
const EMPTY_INVITE: InviteForm = { query: '', vacancy_id: '', message: '' };
/** The fields a problem's errors[] may name; any other goes to the dialog's alert. */
const INVITE_FIELDS = ['vacancy_id', 'message'] as const;

/** Someone the dialog invites: the pool's id and the name the recruiter knows them by. */
export interface Invitee {
  id: string;
  name: string;
}

/** What an invitation sent came to: how many were invited, and who was not with the server's reason. */
export interface InvitationOutcome {
  invited: number;
  refused: { name: string; reason: string }[];
}

/** The vacancies offered, by unit (the server sends them by unit, then title), as the select's groups. */
function byUnit(vacancies: InvitationOption[]): { unit: string; vacancies: InvitationOption[] }[] {
  const groups: { unit: string; vacancies: InvitationOption[] }[] = [];
  for (const vacancy of vacancies) {
    const last = groups.at(-1);
    if (last?.unit === vacancy.unit.name) last.vacancies.push(vacancy);
    else groups.push({ unit: vacancy.unit.name, vacancies: [vacancy] });
  }
  return groups;
}

/**
 * 'Convidar para uma vaga' (decisions 0074, 0087) for one candidate or several at once: the open vacancies of the
 * recruiter's units that the candidates can take (the server leaves out a PcD-exclusive one for a candidate who
 * declared no disability, an apprentice one outside the age, and those applied or invited to), searched by title and
 * grouped by unit; each candidate's language (the mail goes in it); one optional message. With several candidates, a
 * vacancy some cannot take says who and why, and only the others are invited. A refusal for the chosen vacancy shows
 * under the select. A `not_found` problem is either the candidate who left the pool or a vacancy no longer published:
 * `onNotFound` tells which (true when the candidate left, and the page then says so). The problem's code decides,
 * never the status.
 */
export function TalentInviteDialog({
  candidates,
  open,
  onOpenChange,
  onInvited,
  onNotFound,
}: {
  candidates: readonly Invitee[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInvited: (outcome: InvitationOutcome) => Promise<void>;
  /** One candidate only: after a `not_found`, true when the candidate left the pool. */
  onNotFound?: () => Promise<boolean>;
}) {
  const { t } = useTranslation('intranet');
  const many = candidates.length > 1;
  const ids = useMemo(() => candidates.map((candidate) => candidate.id), [candidates]);
  const options = useInvitationOptions(open ? ids : null);
  const data = options.stale ? undefined : options.data;
  const form = useZodForm<InviteForm>({ schema: inviteFormSchema, defaultValues: EMPTY_INVITE });
  const failure = useFormFailure(form.setError, INVITE_FIELDS);
  const query = useWatch({ control: form.control, name: 'query' });
  const vacancyId = useWatch({ control: form.control, name: 'vacancy_id' });
  const [busy, setBusy] = useState(false);

  const vacancies = data?.vacancies ?? [];
  const chosen = vacancies.find((vacancy) => String(vacancy.id) === vacancyId);
  const wanted = normalizeSearchText(query);
  const shown = vacancies.filter(
    (vacancy) => !wanted || normalizeSearchText(vacancy.title).includes(wanted) || vacancy === chosen,
  );
  const present = data?.candidates ?? [];
  const gone = data ? candidates.length - present.length : 0;
  const nameOf = (id: string) => candidates.find((candidate) => candidate.id === id)?.name ?? id;
  const blocked = chosen?.blocked ?? [];
  const language = (locale: Locale) => t(`recruiting.talent.languages.${locale}`);
  const sendable = chosen ? present.length - blocked.length : present.length;

  /** What the server said of the chosen vacancy, under the select (already translated). */
  const refuseVacancy = (message: string) => form.setError('vacancy_id', { type: SERVER_ERROR, message });

  const vacancyGone = async () => {
    if (!many && onNotFound && (await onNotFound())) return;
    form.setValue('vacancy_id', '');
    refuseVacancy(t('recruiting.talent.invite.vacancyGone'));
    await options.mutate();
  };

  const send = async (vacancy: InvitationOption, message: string | undefined): Promise<InvitationOutcome> => {
    const body = { vacancy_id: vacancy.id, ...(message ? { message } : {}) };
    if (!many) {
      await inviteCandidate(candidates[0]!.id, body);
      return { invited: 1, refused: [] };
    }
    // Those the vacancy does not fit were shown apart and are not asked for.
    const skipped = new Set(vacancy.blocked.map((entry) => entry.candidate_id));
    const result = await inviteCandidates({
      ...body,
      candidate_ids: present.map((candidate) => candidate.id).filter((id) => !skipped.has(id)),
    });
    return {
      invited: result.invited.length,
      refused: [
        ...vacancy.blocked.map((entry) => ({
          name: nameOf(entry.candidate_id),
          reason: t(`recruiting.talent.invite.blocked.${entry.reason}`),
        })),
        ...result.refused.map((entry) => ({ name: nameOf(entry.candidate_id), reason: entry.detail })),
      ],
    };
  };

  const submit = form.handleSubmit(async ({ message }) => {
    failure.clear();
    if (!chosen) {
      // Chosen, but no longer among the vacancies offered.
      form.setError('vacancy_id', { type: 'required', message: VACANCY_REQUIRED }, { shouldFocus: true });
      return;
    }
    setBusy(true);
    try {
      const outcome = await send(chosen, message || undefined);
      form.reset(EMPTY_INVITE);
      // The vacancies offered change with the invitation: read again when the dialog opens next.
      void options.mutate();
      await onInvited(outcome);
    } catch (error) {
      if (error instanceof ApiError && isRefusal(error.code))
        refuseVacancy(t(`recruiting.talent.invite.refused.${error.code}`));
      else if (error instanceof ApiError && error.code === 'not_found') await vacancyGone();
      else failure.fail(error);
    } finally {
      setBusy(false);
    }
  });

  const noneFits = data !== undefined && present.length > 0 && vacancies.length === 0;
  const optionText = (vacancy: InvitationOption) => {
    const place = `${vacancy.city}/${vacancy.state}`;
    return many && vacancy.blocked.length > 0
      ? t('recruiting.talent.invite.optionSome', {
          title: vacancy.title,
          place,
          count: present.length - vacancy.blocked.length,
          total: present.length,
        })
      : `${vacancy.title} – ${place}`;
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(many ? 'recruiting.talent.invite.titleMany' : 'recruiting.talent.invite.title')}
      description={t(
        many ? 'recruiting.talent.invite.descriptionMany' : 'recruiting.talent.invite.description',
      )}
      busy={busy}
      failure={failure}
      onClosed={() => {
        // The search and the vacancy chosen stay for the next opening, the message and the errors go.
        form.clearErrors();
        form.resetField('message');
      }}
      cancel={t('recruiting.talent.invite.cancel')}
      confirm={{
        label: many
          ? t('recruiting.talent.invite.sendMany', { count: sendable })
          : t('recruiting.talent.invite.send'),
        disabled: data !== undefined && (noneFits || present.length === 0),
      }}
      onSubmit={submit}
    >
      {options.error && !data ? <p role="alert">{t('recruiting.talent.invite.vacanciesError')}</p> : null}
      {data && !many && present.length === 0 ? <p role="alert">{t('recruiting.talent.notFound')}</p> : null}
      {many && gone > 0 ? <p>{t('recruiting.talent.invite.gone', { count: gone })}</p> : null}
      <People many={many} people={present} language={language} />
      {noneFits ? (
        <p>{t(many ? 'recruiting.talent.invite.noneFitsMany' : 'recruiting.talent.invite.noneFits')}</p>
      ) : null}
      <TextField
        form={form}
        name="query"
        type="search"
        autoComplete="off"
        label={t('recruiting.talent.invite.search')}
        hint={t(many ? 'recruiting.talent.invite.searchHintMany' : 'recruiting.talent.invite.searchHint')}
      />
      {/* Held to the form's value: the options arrive after the select is drawn, and it must show the choice. */}
      <SelectField
        form={form}
        name="vacancy_id"
        value={vacancyId}
        label={t('recruiting.talent.invite.vacancy')}
      >
        <option value="">
          {!data
            ? t('recruiting.talent.invite.loading')
            : wanted
              ? t('recruiting.talent.invite.chooseOf', { count: shown.length })
              : t('recruiting.talent.invite.choose')}
        </option>
        {byUnit(shown).map((group) => (
          <optgroup key={group.unit} label={group.unit}>
            {group.vacancies.map((vacancy) => (
              <option key={vacancy.id} value={vacancy.id}>
                {optionText(vacancy)}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      {wanted && data && shown.length === 0 ? (
        <p className="talent__invite-note">{t('recruiting.talent.invite.noMatch')}</p>
      ) : null}
      {many && blocked.length > 0 ? (
        <div className="talent__invite-note">
          <p>{t('recruiting.talent.invite.blockedIntro', { count: blocked.length })}</p>
          <ul>
            {blocked.map((entry) => (
              <li key={entry.candidate_id}>
                {t('recruiting.talent.invite.blockedItem', {
                  name: nameOf(entry.candidate_id),
                  reason: t(`recruiting.talent.invite.blocked.${entry.reason}`),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TextAreaField
        form={form}
        name="message"
        rows={4}
        maxLength={INVITATION_MESSAGE_MAX}
        label={t('recruiting.talent.invite.message')}
        hint={t('recruiting.talent.invite.messageHint', { max: INVITATION_MESSAGE_MAX })}
      />
    </FormDialog>
  );
}

/** Who is invited and the language the invitation reaches each in (the recruiter's message goes as written). */
function People({
  many,
  people,
  language,
}: {
  many: boolean;
  people: { id: string; name: string; locale: Locale }[];
  language: (locale: Locale) => string;
}) {
  const { t } = useTranslation('intranet');
  if (people.length === 0) return null;
  if (!many)
    return (
      <p className="talent__invite-language">
        {t('recruiting.talent.invite.language', { language: language(people[0]!.locale) })}
      </p>
    );
  return (
    <div className="talent__invite-people">
      <p>{t('recruiting.talent.invite.languagesIntro', { count: people.length })}</p>
      <ul>
        {people.map((person) => (
          <li key={person.id}>
            {t('recruiting.talent.invite.person', { name: person.name, language: language(person.locale) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
