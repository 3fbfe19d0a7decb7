import { BRAZIL_STATE_CODES } from '@portal/contracts/brazil-states';
import {
  type RecruitingVacancy,
  VACANCY_TEXT_LANGUAGES,
  type VacancyFormValues,
  vacancyFormSchema,
  vacancyFormToBody,
  vacancyToForm,
} from '@portal/contracts/recruiting';
import { BENEFITS, CONTRACT_TYPES, MODALITIES } from '@portal/contracts/vacancy-rules';
import { apiFetch } from '@portal/shell/api/http-client';
import { useApi } from '@portal/shell/api/swr';
import { Button } from '@portal/shell/components/button';
import { ErrorIcon } from '@portal/shell/components/icons';
import { Field, FieldGroup, FormAlert } from '@portal/shell/forms/field';
import { MaskedInput } from '@portal/shell/forms/masks';
import { useFieldErrors, useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldErrors, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  applicantsPath,
  DUPLICATE_PARAM,
  duplicateVacancyPath,
  publicVacancyPath,
  RECRUITING_PATH,
  vacancyPath,
} from '../recruiting-access';
import { type Language, LanguageTabs } from './language-tabs';
import type { RecruitingUnits } from './vacancy-list-page';
import { VacancyPreview } from './vacancy-preview';
import { localizedTitle } from './vacancy-texts';

type Action = 'save' | 'publish' | 'close' | 'reopen';

const TEXTS = [
  { name: 'title', multiline: false },
  { name: 'duties', multiline: true },
  { name: 'working_day', multiline: true },
  { name: 'requirements', multiline: true },
  { name: 'observations', multiline: true },
] as const;

/** Every field name the server may name in a problem's errors[] (the texts per language included). */
const FIELDS: readonly string[] = [
  ...TEXTS.flatMap(({ name }) => VACANCY_TEXT_LANGUAGES.map((language) => `${name}.${language}`)),
  'unit_id',
  'city',
  'state',
  'modality',
  'contract_type',
  'application_deadline',
  ...BENEFITS.map((b) => `benefits.${b}`),
];

/** The first language tab holding an error, so a refused save shows the field it is about. */
function languageWithError(errors: FieldErrors<VacancyFormValues>): Language | undefined {
  return VACANCY_TEXT_LANGUAGES.find((language) =>
    TEXTS.some(({ name }) => errors[name]?.[language] !== undefined),
  );
}

/**
 * /recrutamento/vagas/nova and /recrutamento/vagas/:id: every field of a vacancy, its texts per language (pt-BR
 * required), and its lifecycle (save, publish, close, reopen). Publishing or reopening saves first.
 */
export function VacancyEditorPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  // '?duplicar=7': a new vacancy prefilled from vacancy 7 (decision 0056).
  const source = Number(params.get(DUPLICATE_PARAM)) || undefined;
  // A new vacancy, once created, is another editor (its own form and tab state), not the same one renamed.
  return (
    <VacancyEditor
      key={id ?? `new-${source ?? ''}`}
      id={id ? Number(id) : undefined}
      sourceId={id ? undefined : source}
    />
  );
}

/**
 * A copy of a vacancy as a new draft's form: its texts, unit, place, modality, contract and benefits, not its
 * status or dates; the deadline is left empty for the recruiter to choose (the source's has usually passed, and a
 * date nobody typed must not go public).
 */
export function duplicateToForm(source: RecruitingVacancy): VacancyFormValues {
  return { ...vacancyToForm(source), application_deadline: '' };
}

function VacancyEditor({ id, sourceId }: { id: number | undefined; sourceId: number | undefined }) {
  const { t } = useTranslation('intranet');
  const navigate = useNavigate();
  const location = useLocation();
  const vacancy = useApi<RecruitingVacancy>(id ? `/recruiting/v1/vacancies/${id}` : null);
  const source = useApi<RecruitingVacancy>(sourceId ? `/recruiting/v1/vacancies/${sourceId}` : null);
  const units = useApi<RecruitingUnits>('/recruiting/v1/units');
  const loaded = vacancy.data;
  const copied = source.data;
  const title = loaded
    ? localizedTitle(loaded.title)
    : copied
      ? t('recruiting.editor.copyTitle', { title: localizedTitle(copied.title) })
      : t('recruiting.editor.newTitle');
  useDocumentTitle(t('documentTitle', { page: title }));

  const values = useMemo(
    () => (loaded ? vacancyToForm(loaded) : copied ? duplicateToForm(copied) : undefined),
    [loaded, copied],
  );
  const form = useZodForm<VacancyFormValues>({
    schema: vacancyFormSchema,
    defaultValues: vacancyToForm(),
    values,
  });
  const { register, handleSubmit, setError, setFocus, formState } = form;
  const fieldError = useFieldErrors(formState.errors);
  // Read while rendering, so the form state tracks it ('Duplicate' refuses to drop unsaved edits).
  const dirty = formState.isDirty;
  const failure = useFormFailure(setError, FIELDS);
  const [language, setLanguage] = useState<Language>('pt-BR');
  const [busy, setBusy] = useState<Action | null>(null);
  // The preview shows the form's values as they were when it opened (saved or not); each opening starts afresh.
  const [preview, setPreview] = useState<{ values: VacancyFormValues; opening: number } | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [done, setDone] = useState<string | null>((location.state as { done?: string } | null)?.done ?? null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The selects must have their options before the form's values are drawn, or a unit would show as 'Select'.
  const ready =
    units.data !== undefined && (!id || loaded !== undefined) && (!sourceId || copied !== undefined);
  // Focus goes to what happened after each action (after creating, once the new vacancy's page has loaded).
  useEffect(() => {
    if (done && ready) statusRef.current?.focus();
  }, [done, ready]);

  const persist = async (formValues: VacancyFormValues): Promise<number> => {
    const body = vacancyFormToBody(formValues);
    if (id) {
      const saved = await apiFetch<RecruitingVacancy>(`/recruiting/v1/vacancies/${id}`, {
        method: 'PUT',
        body,
      });
      await vacancy.mutate(saved, { revalidate: false });
      return id;
    }
    return (await apiFetch<{ id: number }>('/recruiting/v1/vacancies', { method: 'POST', body })).id;
  };

  const run = (action: Action) =>
    handleSubmit(
      async (formValues) => {
        setBusy(action);
        setDone(null);
        failure.clear();
        try {
          const savedId = action === 'close' && id ? id : await persist(formValues);
          if (action !== 'save') {
            const changed = await apiFetch<RecruitingVacancy>(
              `/recruiting/v1/vacancies/${savedId}/${action}`,
              { method: 'POST' },
            );
            if (id) await vacancy.mutate(changed, { revalidate: false });
          }
          if (!id) {
            navigate(vacancyPath(savedId), { replace: true, state: { done: action } });
            return;
          }
          form.reset(undefined, { keepValues: true });
          setDone(action);
        } catch (error) {
          failure.fail(error);
          const tab = languageWithError(form.formState.errors);
          if (tab) setLanguage(tab);
        } finally {
          setBusy(null);
        }
      },
      (errors) => {
        const tab = languageWithError(errors);
        if (tab && tab !== language) {
          setLanguage(tab);
          const first = TEXTS.find(({ name }) => errors[name]?.[tab]);
          // The tab's fields are drawn on the next render; focus the first refused one then.
          if (first) setTimeout(() => setFocus(`${first.name}.${tab}` as Path<VacancyFormValues>), 0);
        }
      },
    );

  if (
    (id && vacancy.error && !loaded) ||
    (sourceId && source.error && !copied) ||
    (units.error && !units.data)
  ) {
    return (
      <div className="recruiting">
        <PageHeader title={t('recruiting.editor.notFoundTitle')} backTo={RECRUITING_PATH} />
        <p className="recruiting__state recruiting__state--error" role="alert">
          <ErrorIcon />
          {t('recruiting.editor.loadError')}
        </p>
        <Link to={RECRUITING_PATH}>{t('recruiting.editor.backToList')}</Link>
      </div>
    );
  }
  if (!ready) {
    return (
      <div className="recruiting">
        <p className="recruiting__state" role="status">
          {t('recruiting.editor.loading')}
        </p>
      </div>
    );
  }

  const status = loaded?.status ?? 'draft';
  return (
    <div className="recruiting">
      <PageHeader
        title={title}
        backTo={RECRUITING_PATH}
        breadcrumbs={[
          { label: t('home.title'), href: '/home' },
          { label: t('recruiting.list.title'), href: RECRUITING_PATH },
          { label: title, active: true },
        ]}
      />
      <div className="recruiting__status-bar">
        <span className={`recruiting__badge recruiting__badge--${status}`}>
          {t('recruiting.editor.statusLabel', { status: t(`recruiting.status.${status}`) })}
        </span>
        {loaded ? (
          <Link to={applicantsPath(loaded.id)}>
            {t('recruiting.editor.applicants', { count: loaded.applicants.total })}
          </Link>
        ) : null}
        {loaded && status === 'published' ? (
          <a href={publicVacancyPath(loaded.id)} target="_blank" rel="noopener noreferrer">
            {t('recruiting.editor.publicPage')}
          </a>
        ) : null}
      </div>
      {copied && !id ? (
        <p className="recruiting__note">
          {t('recruiting.editor.copyNote', { title: localizedTitle(copied.title) })}
        </p>
      ) : null}
      <p
        className={`recruiting__done${done === 'saveBeforeDuplicate' ? ' recruiting__done--warning' : ''}`}
        role="status"
        tabIndex={-1}
        ref={statusRef}
      >
        {done ? t(`recruiting.editor.done.${done}`) : null}
      </p>
      <form
        className="recruiting__form"
        aria-label={t('recruiting.editor.formLabel')}
        noValidate
        onSubmit={run('save')}
      >
        <FormAlert message={failure.message} />

        <section className="recruiting__section" aria-labelledby="vacancy-texts">
          <h2 id="vacancy-texts">{t('recruiting.editor.textsHeading')}</h2>
          <p className="form-field__hint">{t('recruiting.editor.textsHint')}</p>
          <LanguageTabs
            idPrefix="vacancy-tab"
            panelId="vacancy-texts-panel"
            label={t('recruiting.editor.languages')}
            value={language}
            onChange={setLanguage}
          />
          <div
            id="vacancy-texts-panel"
            role="tabpanel"
            aria-labelledby={`vacancy-tab-${language}`}
            className="recruiting__panel"
          >
            {TEXTS.map(({ name, multiline }) => {
              const path = `${name}.${language}` as Path<VacancyFormValues>;
              const required = language === 'pt-BR' && name !== 'observations';
              const label = `${t(`recruiting.fields.${name}`)}${required ? ' *' : ''}`;
              return (
                <Field key={path} label={label} error={fieldError(path)}>
                  {(control) =>
                    multiline ? (
                      <textarea
                        className="form-field__input"
                        rows={4}
                        lang={language}
                        {...control}
                        {...register(path)}
                      />
                    ) : (
                      <input className="form-field__input" lang={language} {...control} {...register(path)} />
                    )
                  }
                </Field>
              );
            })}
          </div>
        </section>

        <section className="recruiting__section" aria-labelledby="vacancy-details">
          <h2 id="vacancy-details">{t('recruiting.editor.detailsHeading')}</h2>
          <div className="recruiting__grid">
            <Field label={`${t('recruiting.fields.unit')} *`} error={fieldError('unit_id')}>
              {(control) => (
                <select className="form-field__input" {...control} {...register('unit_id')}>
                  <option value="">{t('recruiting.editor.choose')}</option>
                  {(units.data ?? []).map((u) => (
                    <option key={u.id} value={String(u.id)}>
                      {u.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={`${t('recruiting.fields.city')} *`} error={fieldError('city')}>
              {(control) => <input className="form-field__input" {...control} {...register('city')} />}
            </Field>
            <Field label={`${t('recruiting.fields.state')} *`} error={fieldError('state')}>
              {(control) => (
                <select className="form-field__input" {...control} {...register('state')}>
                  <option value="">{t('recruiting.editor.choose')}</option>
                  {BRAZIL_STATE_CODES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={`${t('recruiting.fields.modality')} *`} error={fieldError('modality')}>
              {(control) => (
                <select className="form-field__input" {...control} {...register('modality')}>
                  <option value="">{t('recruiting.editor.choose')}</option>
                  {MODALITIES.map((m) => (
                    <option key={m} value={m}>
                      {t(`recruiting.modality.${m}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={`${t('recruiting.fields.contractType')} *`} error={fieldError('contract_type')}>
              {(control) => (
                <select className="form-field__input" {...control} {...register('contract_type')}>
                  <option value="">{t('recruiting.editor.choose')}</option>
                  {CONTRACT_TYPES.map((c) => (
                    <option key={c} value={c}>
                      {t(`recruiting.contractType.${c}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label={`${t('recruiting.fields.deadline')} *`}
              hint={t('recruiting.editor.deadlineHint')}
              error={fieldError('application_deadline')}
            >
              {(control) => <MaskedInput mask="date" {...control} {...register('application_deadline')} />}
            </Field>
          </div>
          <FieldGroup legend={t('recruiting.fields.benefits')}>
            <div className="form-fieldset__options recruiting__benefits">
              {BENEFITS.map((benefit) => (
                <label key={benefit} className="form-fieldset__option">
                  <input type="checkbox" {...register(`benefits.${benefit}`)} />
                  {t(`recruiting.benefits.${benefit}`)}
                </label>
              ))}
            </div>
          </FieldGroup>
        </section>

        <div className="form-actions recruiting__actions">
          <Button type="submit" loading={busy === 'save'} disabled={busy !== null}>
            {t('recruiting.editor.save')}
          </Button>
          {status === 'draft' ? (
            <Button
              variant="secondary"
              loading={busy === 'publish'}
              disabled={busy !== null}
              onClick={run('publish')}
            >
              {t('recruiting.editor.publish')}
            </Button>
          ) : null}
          {status === 'published' ? (
            <Button
              variant="danger"
              loading={busy === 'close'}
              disabled={busy !== null}
              onClick={run('close')}
            >
              {t('recruiting.editor.close')}
            </Button>
          ) : null}
          {status === 'closed' ? (
            <Button
              variant="secondary"
              loading={busy === 'reopen'}
              disabled={busy !== null}
              onClick={run('reopen')}
            >
              {t('recruiting.editor.reopen')}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => {
              setPreview({ values: form.getValues(), opening: (preview?.opening ?? 0) + 1 });
              setPreviewOpen(true);
            }}
          >
            {t('recruiting.editor.preview')}
          </Button>
          {loaded ? (
            <Link
              className="button button--secondary"
              to={duplicateVacancyPath(loaded.id)}
              onClick={(event) => {
                // A copy is made of the saved vacancy: unsaved edits would be lost on both.
                if (!dirty) return;
                event.preventDefault();
                setDone('saveBeforeDuplicate');
                statusRef.current?.focus();
              }}
            >
              <span className="button__label">{t('recruiting.editor.duplicate')}</span>
            </Link>
          ) : null}
        </div>
      </form>
      {preview ? (
        <VacancyPreview
          key={preview.opening}
          open={previewOpen}
          onOpenChange={setPreviewOpen}
          values={preview.values}
          units={units.data ?? []}
          initialLanguage={language}
        />
      ) : null}
    </div>
  );
}
