import {
  type SavedSearch,
  savedSearchBodySchema,
  TALENT_SAVED_SEARCH_NAME_MAX,
} from '@portal/contracts/talent-pool';
import { ApiError } from '@portal/shell/api/api-error';
import { handleError } from '@portal/shell/api/error-reporting';
import { Button } from '@portal/shell/components/button';
import { ConfirmDialog } from '@portal/shell/components/confirm-dialog';
import { StateMessage } from '@portal/shell/components/state-message';
import { TextField } from '@portal/shell/forms/bound-fields';
import { useZodForm } from '@portal/shell/forms/use-zod-form';
import { Link } from '@portal/shell/navigation/navigation';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { talentPoolPath } from '#intranet/kit/recruiting/recruiting-access';
import { deleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { saveSearch } from '../api/save-search';
import type { TalentFilterParams } from '../api/search-candidates';
import { searchOf, talentFiltersOf } from './talent-filters';

/** What a failed save says: the most kept reached, or a plain failure (branching on the problem's code). */
function saveFailure(error: unknown): string {
  if (error instanceof ApiError && error.code === 'limit_reached') return 'recruiting.talent.saved.limit';
  if (!(error instanceof ApiError)) handleError(error);
  return 'recruiting.talent.saved.saveError';
}

/** The save form's one field, checked by the API's own body schema (required, at most its length). */
const saveFormSchema = savedSearchBodySchema.pick({ name: true });

/**
 * The recruiter's saved searches (decision 0073): save the current filters with a name, apply one (a link to its
 * filters), delete one after a confirmation.
 */
export function SavedSearches({ filters, sensitive }: { filters: TalentFilterParams; sensitive: boolean }) {
  const { t } = useTranslation('intranet');
  const saved = useSavedSearches();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const failureId = useId();
  const headingId = useId();
  const form = useZodForm<{ name: string }>({ schema: saveFormSchema, defaultValues: { name: '' } });

  const save = form.handleSubmit(async ({ name }) => {
    setDone(null);
    setBusy(true);
    setFailure(null);
    try {
      await saveSearch({ name, query: filters });
      form.reset();
      setDone(t('recruiting.talent.saved.savedAs', { name }));
      await saved.mutate();
    } catch (error) {
      setFailure(saveFailure(error));
    } finally {
      setBusy(false);
    }
  });

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteSavedSearch(deleting.id);
      setDone(t('recruiting.talent.saved.deleted', { name: deleting.name }));
    } catch (error) {
      // Already gone (another tab): the list read again says so.
      if (!(error instanceof ApiError && error.code === 'not_found')) {
        if (!(error instanceof ApiError)) handleError(error);
        setFailure('recruiting.talent.saved.deleteError');
      }
    } finally {
      setBusy(false);
      setDeleting(null);
      await saved.mutate();
    }
  };

  return (
    <section className="talent__saved recruiting__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('recruiting.talent.saved.title')}</h2>
      <form className="talent__save" noValidate onSubmit={save}>
        <TextField
          form={form}
          name="name"
          label={t('recruiting.talent.saved.name')}
          maxLength={TALENT_SAVED_SEARCH_NAME_MAX}
          describedBy={failure ? failureId : undefined}
        />
        <Button type="submit" variant="secondary" loading={busy && !deleting}>
          {t('recruiting.talent.saved.save')}
        </Button>
      </form>
      {failure ? (
        <p id={failureId} className="recruiting__state recruiting__state--error" role="alert">
          {t(failure)}
        </p>
      ) : null}
      <p className="recruiting__done" role="status">
        {done}
      </p>
      <SavedList
        saved={saved.data}
        error={Boolean(saved.error && !saved.data)}
        sensitive={sensitive}
        onDelete={setDeleting}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('recruiting.talent.saved.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('recruiting.talent.saved.deleteText')}
        confirmLabel={t('recruiting.talent.saved.delete')}
        cancelLabel={t('recruiting.applicants.bulk.cancel')}
        onConfirm={() => void remove()}
        busy={busy}
        danger
      />
    </section>
  );
}

function SavedList({
  saved,
  error,
  sensitive,
  onDelete,
}: {
  saved: SavedSearch[] | undefined;
  error: boolean;
  sensitive: boolean;
  onDelete: (search: SavedSearch) => void;
}) {
  const { t } = useTranslation('intranet');
  if (error) {
    return (
      <StateMessage block="recruiting__state" failed>
        {t('recruiting.talent.saved.loadError')}
      </StateMessage>
    );
  }
  if (!saved) return null;
  if (saved.length === 0) return <p className="talent__hint">{t('recruiting.talent.saved.empty')}</p>;
  return (
    <ul className="talent__saved-list">
      {saved.map((search) => (
        <li key={search.id}>
          <Link
            to={`${talentPoolPath}${searchOf(talentFiltersOf(search.query, sensitive))}`}
            aria-label={t('recruiting.talent.saved.applyLabel', { name: search.name })}
          >
            {search.name}
          </Link>
          <Button
            variant="ghost"
            onClick={() => onDelete(search)}
            aria-label={t('recruiting.talent.saved.deleteLabel', { name: search.name })}
          >
            {t('recruiting.talent.saved.delete')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
