import type { RecruitingVacancy } from '@portal/contracts/recruiting';
import { useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useLocation, useNavigate } from '@portal/shell/navigation/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RecruitingUnits, useRecruitingUnits } from '#intranet/kit/recruiting/api/get-recruiting-units';
import { useVacancy } from '#intranet/kit/recruiting/api/get-vacancy';
import { localizedTitle } from '#intranet/kit/recruiting/components/vacancy-texts';
import { vacancyPath } from '#intranet/kit/recruiting/recruiting-access';
import { closeVacancy } from '../api/close-vacancy';
import { createVacancy } from '../api/create-vacancy';
import { publishVacancy } from '../api/publish-vacancy';
import { reopenVacancy } from '../api/reopen-vacancy';
import { updateVacancy } from '../api/update-vacancy';
import type { Language } from './language-tabs';
import { FIELDS, firstTextWithError, languageWithError } from './vacancy-form-texts';
import {
  editorToBody,
  type VacancyEditorValues,
  vacancyEditorSchema,
  vacancyToEditor,
} from './vacancy-questions-form';

/** What the editor's buttons do: save, or save and then move the vacancy (closing does not save first). */
export type VacancyAction = 'save' | 'publish' | 'close' | 'reopen';

const LIFECYCLE: Record<Exclude<VacancyAction, 'save'>, (id: number) => Promise<RecruitingVacancy>> = {
  publish: publishVacancy,
  close: closeVacancy,
  reopen: reopenVacancy,
};

/**
 * A copy of a vacancy as a new draft's form: its texts, unit, place, modality, contract, benefits and questions
 * (with their keys: the copy has no answers yet), not its status or dates; the deadline is left empty for the
 * recruiter to choose (the source's has usually passed, and a date nobody typed must not go public).
 */
function duplicateToForm(source: RecruitingVacancy): VacancyEditorValues {
  return { ...vacancyToEditor(source, currentLocale()), application_deadline: '' };
}

/**
 * The form with its unit's city and state: they belong to the unit (the server refuses another place), so a vacancy
 * stored before that rule shows, and saves, its unit's.
 */
function withUnitPlace(values: VacancyEditorValues, units: RecruitingUnits | undefined): VacancyEditorValues {
  const unit = units?.find((u) => String(u.id) === values.unit_id);
  return unit ? { ...values, city: unit.city, state: unit.state } : values;
}

/** The vacancy being edited (`id`), the one copied (`sourceId`) and the units, with the page's title. */
export function useVacancyEditorData(id: number | undefined, sourceId: number | undefined) {
  const { t } = useTranslation('intranet');
  const vacancy = useVacancy(id);
  const source = useVacancy(sourceId);
  const units = useRecruitingUnits();
  const loaded = vacancy.data;
  const copied = source.data;
  const title = loaded
    ? localizedTitle(loaded.title)
    : copied
      ? t('recruiting.editor.copyTitle', { title: localizedTitle(copied.title) })
      : t('recruiting.editor.newTitle');
  // The selects must have their options before the form's values are drawn, or a unit would show as 'Select'.
  const ready =
    units.data !== undefined && (!id || loaded !== undefined) && (!sourceId || copied !== undefined);
  const failed = Boolean(
    (id && vacancy.error && !loaded) || (sourceId && source.error && !copied) || (units.error && !units.data),
  );
  return { vacancy, units, loaded, copied, title, ready, failed };
}

type EditorData = ReturnType<typeof useVacancyEditorData>;

/**
 * The editor's form and its actions. Publishing or reopening saves first; a new vacancy, once created, opens at
 * its own address with what was done. Focus goes to what happened after each action.
 */
export function useVacancyEditorForm(
  id: number | undefined,
  { vacancy, units, loaded, copied, ready }: EditorData,
) {
  const navigate = useNavigate();
  const location = useLocation();
  const values = useMemo(() => {
    const stored = loaded
      ? vacancyToEditor(loaded, currentLocale())
      : copied
        ? duplicateToForm(copied)
        : undefined;
    return stored && withUnitPlace(stored, units.data);
  }, [loaded, copied, units.data]);
  // The deadline is typed in the reader's order (dd/mm/aaaa; mm/dd/yyyy in en-US).
  const locale = currentLocale();
  const schema = useMemo(() => vacancyEditorSchema(locale), [locale]);
  const form = useZodForm<VacancyEditorValues>({
    schema,
    defaultValues: vacancyToEditor(undefined, locale),
    values,
  });
  const { handleSubmit, setError, setFocus, formState } = form;
  // Read while rendering, so the form state tracks it ('Duplicate' refuses to drop unsaved edits).
  const dirty = formState.isDirty;
  const failure = useFormFailure(setError, FIELDS);
  const [language, setLanguage] = useState<Language>('pt-BR');
  const [busy, setBusy] = useState<VacancyAction | null>(null);
  const [done, setDone] = useState<string | null>((location.state as { done?: string } | null)?.done ?? null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Focus goes to what happened after each action (after creating, once the new vacancy's page has loaded).
  useEffect(() => {
    if (done && ready) statusRef.current?.focus();
  }, [done, ready]);

  const persist = async (formValues: VacancyEditorValues): Promise<number> => {
    const body = editorToBody(formValues, locale);
    if (!id) return createVacancy(body);
    await vacancy.mutate(await updateVacancy(id, body), { revalidate: false });
    return id;
  };

  const perform = async (action: VacancyAction, formValues: VacancyEditorValues) => {
    setBusy(action);
    setDone(null);
    failure.clear();
    try {
      const savedId = action === 'close' && id ? id : await persist(formValues);
      if (action !== 'save') {
        const changed = await LIFECYCLE[action](savedId);
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
  };

  const run = (action: VacancyAction) =>
    handleSubmit(
      (formValues) => perform(action, formValues),
      (errors) => {
        const tab = languageWithError(errors);
        if (tab && tab !== language) {
          setLanguage(tab);
          const first = firstTextWithError(errors, tab);
          // The tab's fields are drawn on the next render; focus the first refused one then.
          if (first) setTimeout(() => setFocus(first), 0);
        }
      },
    );

  /** The chosen unit's city and state fill the place (checked again if a save was already tried). */
  const chooseUnit = (unitId: string) => {
    const unit = units.data?.find((u) => String(u.id) === unitId);
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    form.setValue('city', unit?.city ?? '', options);
    form.setValue('state', unit?.state ?? '', options);
  };

  /** Tells that unsaved edits stop a copy, instead of following the link. */
  const refuseDuplicate = () => {
    setDone('saveBeforeDuplicate');
    statusRef.current?.focus();
  };

  return {
    form,
    dirty,
    failure,
    language,
    setLanguage,
    busy,
    done,
    statusRef,
    run,
    chooseUnit,
    refuseDuplicate,
  };
}
