import type { RecruitingVacancy } from '@portal/contracts/recruiting';
import { FormAlert } from '@portal/shell/forms/field';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link, useParams, useSearchParams } from '@portal/shell/navigation/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VacancyNotFound } from '#intranet/kit/recruiting/components/vacancy-not-found';
import { localizedTitle } from '#intranet/kit/recruiting/components/vacancy-texts';
import {
  applicantsPath,
  DUPLICATE_PARAM,
  publicVacancyPath,
  RECRUITING_PATH,
} from '#intranet/kit/recruiting/recruiting-access';
import { useVacancyEditorData, useVacancyEditorForm } from './use-vacancy-editor';
import { VacancyEditorActions } from './vacancy-editor-actions';
import { VacancyDetailsSection } from './vacancy-form-details';
import { VacancyQuestionsSection } from './vacancy-form-questions';
import { VacancyTextsSection } from './vacancy-form-texts';
import { VacancyPreview } from './vacancy-preview';
import type { VacancyEditorValues } from './vacancy-questions-form';
// The kit's stylesheet before the area's own: the area's rules come after the ones they refine.
import '#intranet/kit/recruiting/components/recruiting.css';
import './vacancies.css';
import { PageLoading } from '#intranet/kit/recruiting/components/page-state';

/**
 * /recrutamento/vagas/nova and /recrutamento/vagas/:id: every field of a vacancy, its texts per language (pt-BR
 * required), its screening questions, and its lifecycle (save, publish, close, reopen). Publishing or reopening saves first.
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

function VacancyEditor({ id, sourceId }: { id: number | undefined; sourceId: number | undefined }) {
  const { t } = useTranslation('intranet');
  const data = useVacancyEditorData(id, sourceId);
  const { loaded, copied, title, units } = data;
  useDocumentTitle(t('documentTitle', { page: title }));
  const editor = useVacancyEditorForm(id, data);
  const { form, language } = editor;
  // The preview shows the form's values as they were when it opened (saved or not); each opening starts afresh.
  const [preview, setPreview] = useState<{ values: VacancyEditorValues; opening: number } | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);

  // The vacancy, its copy's source or the units could not be read.
  if (data.failed) return <VacancyNotFound />;
  if (!data.ready) {
    return <PageLoading>{t('recruiting.editor.loading')}</PageLoading>;
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
      <EditorStatusBar vacancy={loaded} />
      {copied && !id ? (
        <p className="recruiting__note">
          {t('recruiting.editor.copyNote', { title: localizedTitle(copied.title) })}
        </p>
      ) : null}
      <p
        className={`recruiting__done${editor.done === 'saveBeforeDuplicate' ? ' recruiting__done--warning' : ''}`}
        role="status"
        tabIndex={-1}
        ref={editor.statusRef}
      >
        {editor.done ? t(`recruiting.editor.done.${editor.done}`) : null}
      </p>
      <form
        className="recruiting__form"
        aria-label={t('recruiting.editor.formLabel')}
        noValidate
        onSubmit={editor.run('save')}
      >
        <FormAlert message={editor.failure.message} />
        <VacancyTextsSection language={language} onLanguageChange={editor.setLanguage} form={form} />
        <VacancyDetailsSection units={units.data ?? []} form={form} onChooseUnit={editor.chooseUnit} />
        <VacancyQuestionsSection form={form} language={language} onLanguageChange={editor.setLanguage} />
        <VacancyEditorActions
          status={status}
          savedId={loaded?.id}
          busy={editor.busy}
          dirty={editor.dirty}
          run={editor.run}
          onPreview={() => {
            setPreview({ values: form.getValues(), opening: (preview?.opening ?? 0) + 1 });
            setPreviewOpen(true);
          }}
          onDuplicateRefused={editor.refuseDuplicate}
        />
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

/** The vacancy's status, its applicants and, once published, its public page. */
function EditorStatusBar({ vacancy }: { vacancy: RecruitingVacancy | undefined }) {
  const { t } = useTranslation('intranet');
  const status = vacancy?.status ?? 'draft';
  return (
    <div className="recruiting__status-bar">
      <span className={`recruiting__badge recruiting__badge--${status}`}>
        {t('recruiting.editor.statusLabel', { status: t(`recruiting.status.${status}`) })}
      </span>
      {vacancy ? (
        <Link to={applicantsPath(vacancy.id)}>
          {t('recruiting.editor.applicants', { count: vacancy.applicants.total })}
        </Link>
      ) : null}
      {vacancy && status === 'published' ? (
        <a href={publicVacancyPath(vacancy.id)} target="_blank" rel="noopener noreferrer">
          {t('recruiting.editor.publicPage')}
        </a>
      ) : null}
    </div>
  );
}
