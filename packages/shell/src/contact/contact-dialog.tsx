import { BRAZIL_STATES } from '@portal/contracts/brazil-states';
import { CONTACT_LINKS } from '@portal/contracts/company';
import { CONTACT_LIMITS, CONTACT_VIEWS } from '@portal/contracts/constants';
import { type ContactForm, contactFormSchema } from '@portal/contracts/contact';
import { useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../api/http-client';
import { readPortalConfig } from '../api/portal-config';
import { Button } from '../components/button';
import { ChevronRightIcon, ExternalLinkIcon } from '../components/icons';
import { Modal } from '../components/modal';
import { showToast } from '../toast/toast-store';
import '../styles/base.css';
import '../styles/forms.css';
import '../styles/contact.css';

type View = (typeof CONTACT_VIEWS)[keyof typeof CONTACT_VIEWS];

/** The form as typed: consent is a yes/no choice, nothing chosen at first. */
interface ContactValues {
  name: string;
  email: string;
  state: string;
  message: string;
  consent: '' | 'yes' | 'no';
}

const EMPTY: ContactValues = { name: '', email: '', state: '', message: '', consent: '' };

function toBody(values: ContactValues): Record<string, unknown> {
  return { ...values, consent: values.consent === '' ? undefined : values.consent === 'yes' };
}

/** Validates with the one contact schema of contracts (the server uses the same). */
const resolver: Resolver<ContactValues> = async (values) => {
  const parsed = contactFormSchema.safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<ContactValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ContactValues;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** POST /intranet/contact/v1/user (spec §7); the server takes user_id from the session. */
function sendContact(form: ContactForm, userId: string | null) {
  return apiFetch<{ id: number }>('/intranet/contact/v1/user', {
    method: 'POST',
    body: { ...form, user_id: userId },
    refreshSession: false,
  });
}

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in user's id, if any (spec §6: user_id only when authenticated). */
  userId?: string | null;
}

/**
 * The contact and support dialog (spec §2), for employees and outside visitors. View 0 lists the reasons (most open
 * external pages in a new tab), view 1 is the contact form, view 2 tells how to work at the company. Its content
 * is mounted only while open, so reopening starts at view 0 with an empty form.
 */
export function ContactDialog({ open, onOpenChange, userId = null }: ContactDialogProps) {
  const { t } = useTranslation('library');
  return (
    <Modal open={open} onOpenChange={onOpenChange} size="regular" title={t('contact.title')}>
      <ContactViews onDone={() => onOpenChange(false)} userId={userId} />
    </Modal>
  );
}

function ContactViews({ onDone, userId }: { onDone: () => void; userId: string | null }) {
  const [view, setView] = useState<View>(CONTACT_VIEWS.reasons);
  if (view === CONTACT_VIEWS.form)
    return <ContactFormView onBack={() => setView(CONTACT_VIEWS.reasons)} onSent={onDone} userId={userId} />;
  if (view === CONTACT_VIEWS.work) return <WorkView onBack={() => setView(CONTACT_VIEWS.reasons)} />;
  return <ReasonsView onSelect={setView} />;
}

function ReasonsView({ onSelect }: { onSelect: (view: View) => void }) {
  const { t } = useTranslation('library');
  const external = (key: string, href: string) => (
    <li key={key}>
      <a className="contact-reason" href={href} target="_blank" rel="noopener noreferrer">
        <span>{t(`contact.reasons.${key}`)}</span>
        <ExternalLinkIcon />
        <span className="sr-only"> {t('contact.opensInNewTab')}</span>
      </a>
    </li>
  );
  return (
    <div data-view={CONTACT_VIEWS.reasons}>
      <p className="contact-intro">{t('contact.intro')}</p>
      <ul className="contact-reasons">
        {external('technicalAssistance', CONTACT_LINKS.technicalAssistance)}
        {external('salesRepresentatives', CONTACT_LINKS.salesRepresentatives)}
        <li>
          <button type="button" className="contact-reason" onClick={() => onSelect(CONTACT_VIEWS.work)}>
            <span>{t('contact.reasons.workAtCompany')}</span>
            <ChevronRightIcon />
          </button>
        </li>
        {external('intranetHelp', CONTACT_LINKS.intranetHelp)}
        {external('otherMatters', CONTACT_LINKS.otherMatters)}
      </ul>
      <p className="contact-form-link">
        <button type="button" className="link-button" onClick={() => onSelect(CONTACT_VIEWS.form)}>
          {t('contact.openForm')}
        </button>
      </p>
    </div>
  );
}

function WorkView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('library');
  const { contactPhone, careersEmail } = readPortalConfig();
  return (
    <div data-view={CONTACT_VIEWS.work}>
      <h3 className="contact-subtitle">{t('contact.work.title')}</h3>
      <p>{t('contact.work.text')}</p>
      <dl className="contact-work">
        <dt>{t('contact.work.phone')}</dt>
        <dd>
          <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>
        </dd>
        <dt>{t('contact.work.email')}</dt>
        <dd>
          <a href={`mailto:${careersEmail}`}>{careersEmail}</a>
        </dd>
      </dl>
      <p>
        <a href="/carreiras">{t('contact.work.vacancies')}</a>
      </p>
      <div className="form-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('contact.back')}
        </Button>
      </div>
    </div>
  );
}

function ContactFormView({
  onBack,
  onSent,
  userId,
}: {
  onBack: () => void;
  onSent: () => void;
  userId: string | null;
}) {
  const { t } = useTranslation('library');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ defaultValues: EMPTY, resolver });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendContact(contactFormSchema.parse(toBody(values)), userId);
      onSent();
      showToast({ type: 'success', title: t('contact.sentTitle'), description: t('contact.sentMessage') });
    } catch {
      showToast({ type: 'error', title: t('contact.errorTitle'), description: t('contact.errorMessage') });
    }
  });

  const field = (name: keyof ContactValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof ContactValues) =>
    errors[name]?.message ? (
      <p className="form-field__error" id={`${id}-${name}-error`}>
        {tc(errors[name].message)}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={onSubmit} data-view={CONTACT_VIEWS.form}>
      <h3 className="contact-subtitle">{t('contact.form.title')}</h3>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-name`}>
          {t('contact.form.name')}
        </label>
        <input
          className="form-field__input"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          required
          {...field('name')}
          {...register('name')}
        />
        {error('name')}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-email`}>
          {t('contact.form.email')}
        </label>
        <input
          className="form-field__input"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          required
          {...field('email')}
          {...register('email')}
        />
        {error('email')}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-state`}>
          {t('contact.form.state')}
        </label>
        <select className="form-field__input" required {...field('state')} {...register('state')}>
          <option value="">{t('contact.form.statePlaceholder')}</option>
          {BRAZIL_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name} ({state.code})
            </option>
          ))}
        </select>
        {error('state')}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-message`}>
          {t('contact.form.message')}
        </label>
        <textarea
          className="form-field__input"
          maxLength={CONTACT_LIMITS.message}
          required
          {...field('message')}
          {...register('message')}
        />
        {error('message')}
      </div>
      <fieldset
        className="form-fieldset"
        aria-invalid={errors.consent ? true : undefined}
        aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
      >
        <legend className="form-fieldset__legend">{t('contact.form.consent')}</legend>
        <div className="form-fieldset__options">
          <label className="form-fieldset__option">
            <input type="radio" value="yes" {...register('consent')} />
            {t('contact.form.yes')}
          </label>
          <label className="form-fieldset__option">
            <input type="radio" value="no" {...register('consent')} />
            {t('contact.form.no')}
          </label>
        </div>
        {error('consent')}
      </fieldset>
      <div className="form-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('contact.back')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('contact.form.send')}
        </Button>
      </div>
    </form>
  );
}
