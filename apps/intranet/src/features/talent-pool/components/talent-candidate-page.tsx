import { formatDate } from '@portal/contracts/dates';
import { ApiError } from '@portal/shell/api/api-error';
import { Button } from '@portal/shell/components/button';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link, useLocation, useParams } from '@portal/shell/navigation/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFailure, PageLoading } from '#intranet/kit/recruiting/components/page-state';
import { ResumeView } from '#intranet/kit/recruiting/components/resume-view';
import { talentPoolPath } from '#intranet/kit/recruiting/recruiting-access';
import { getCandidateInvitations, useCandidateInvitations } from '../api/get-candidate-invitations';
import { useTalentCandidate } from '../api/get-talent-candidate';
import { TalentInvitations } from './talent-invitations';
import { TalentInviteDialog } from './talent-invite-dialog';

/**
 * /recrutamento/talentos/:id: a talent pool candidate's resume (read-only, printable; the server logs the read).
 * The page's query string is the search it was opened from, so the way back keeps it.
 */
export function TalentCandidatePage() {
  const { id = '' } = useParams();
  return <TalentCandidate key={id} id={id} />;
}

function TalentCandidate({ id }: { id: string }) {
  const { t } = useTranslation('intranet');
  const { search } = useLocation();
  const back = `${talentPoolPath}${search}`;
  const answer = useTalentCandidate(id);
  const data = answer.data;
  const resumeHeading = useId();
  const invite = useInvite(id);
  useDocumentTitle(t('documentTitle', { page: data?.candidate.name ?? t('recruiting.talent.candidate') }));
  const backLink = <Link to={back}>{t('recruiting.talent.back')}</Link>;

  if ((answer.error && !data) || invite.gone) {
    const notFound = invite.gone || (answer.error instanceof ApiError && answer.error.code === 'not_found');
    return (
      <PageFailure title={t('recruiting.talent.candidate')} backTo={back} back={<p>{backLink}</p>}>
        {notFound ? t('recruiting.talent.notFound') : t('recruiting.talent.candidateError')}
      </PageFailure>
    );
  }
  if (!data) {
    return <PageLoading>{t('recruiting.talent.candidateLoading')}</PageLoading>;
  }
  const { candidate } = data;
  const place = [candidate.city, candidate.state].filter(Boolean).join(' – ');
  return (
    <div className="recruiting recruiting--application talent">
      <PageHeader
        title={candidate.name}
        backTo={back}
        breadcrumbs={[
          { label: t('home.title'), href: '/home' },
          { label: t('recruiting.talent.title'), href: back },
          { label: candidate.name, active: true },
        ]}
        actions={
          <>
            <Button onClick={() => invite.setOpen(true)}>{t('recruiting.talent.invite.open')}</Button>
            <Button variant="secondary" onClick={() => window.print()}>
              {t('recruiting.application.print')}
            </Button>
          </>
        }
      />
      <p className="talent__back">{backLink}</p>
      <div className="recruiting__status-bar">
        {place ? <span>{place}</span> : null}
        {candidate.age !== null ? (
          <span>{t('recruiting.talent.years', { count: candidate.age })}</span>
        ) : null}
        <span>
          {t('recruiting.talent.updatedOn', { date: formatDate(candidate.updated_at, currentLocale()) })}
        </span>
        <span>
          {t('recruiting.talent.languageOf', {
            language: t(`recruiting.talent.languages.${candidate.locale}`),
          })}
        </span>
      </div>
      <p className="recruiting__done" role="status" tabIndex={-1} ref={invite.doneRef}>
        {invite.done ? t('recruiting.talent.invite.sent') : null}
      </p>
      <TalentInvitations answer={invite.list} />
      <ResumeView resume={data.resume} headingId={resumeHeading} />
      <TalentInviteDialog
        candidates={[{ id, name: candidate.name }]}
        open={invite.open}
        onOpenChange={invite.setOpen}
        onInvited={invite.invited}
        onNotFound={invite.notFound}
      />
    </div>
  );
}

/**
 * The invitation's state on the page (decision 0074): the dialog, the candidate's invitations (refreshed after one
 * is sent, the confirmation then taking the focus), and whether the candidate turned out to have left the pool.
 */
function useInvite(id: string) {
  const list = useCandidateInvitations(id);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(0);
  const [gone, setGone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const invited = async () => {
    setOpen(false);
    setDone((count) => count + 1);
    await list.mutate();
  };
  /** After a `not_found` invitation: true when the candidate left the pool (their invitations answer 404 too). */
  const notFound = async (): Promise<boolean> => {
    try {
      await list.mutate(await getCandidateInvitations(id), { revalidate: false });
      return false;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'not_found')) return false;
      setOpen(false);
      setGone(true);
      return true;
    }
  };
  return { list, open, setOpen, done, doneRef, gone, invited, notFound };
}
