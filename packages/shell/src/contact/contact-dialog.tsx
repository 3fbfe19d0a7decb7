import { BRAZIL_STATES } from '@portal/contracts/brazil-states';
import { CONTACT_LINKS } from '@portal/contracts/company';
import { CONTACT_LIMITS, CONTACT_VIEWS } from '@portal/contracts/constants';
import {
  type ContactForm,
  type ContactFormFields,
  contactFormFieldsSchema,
  contactFormToBody,
} from '@portal/contracts/contact';
import { ApiError } from '@portal/shell/api/api-error';
import { apiFetch } from '@portal/shell/api/http-client';
import { readPortalConfig } from '@portal/shell/api/portal-config';
import { Button } from '@portal/shell/components/button';
import { ChevronRightIcon, ExternalLinkIcon } from '@portal/shell/components/icons';
import { Modal } from '@portal/shell/components/modal';
import {
  EmailField,
  FormActions,
  FullNameField,
  SelectField,
  TextAreaField,
  YesNoField,
} from '@portal/shell/forms/bound-fields';
import { useFieldErrors, useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { showToast } from '@portal/shell/toast/toast-store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/forms.css';
import '@portal/shell/styles/contact.css';

type View = (typeof CONTACT_VIEWS)[keyof typeof CONTACT_VIEWS];

/** POST /intranet/contact/v1/user (spec §7); the server takes user_id from the session. */
function sendContact(form: ContactForm, userId: string | null) {
  return apiFetch<{ id: number }>('/intranet/contact/v1/user', {
    method: 'POST',
    body: { ...form, user_id: userId },
    refreshSession: false,
  });
}

/** The signed-in user, as the form needs them. */
export interface ContactUser {
  id: string;
  name: string;
  email: string;
}

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The signed-in user, if any: the form starts with their name and e-mail (still editable), and sends their id
   * (spec §6: user_id only when authenticated). A visitor gets empty fields.
   */
  user?: ContactUser | null;
}

/**
 * The contact and support dialog (spec §2), for employees and outside visitors. View 0 lists the reasons (most open
 * external pages in a new tab), view 1 is the contact form, view 2 tells how to work at the company. Its content
 * is mounted only while open, so reopening starts at view 0 with a fresh form (spec §4: empty, but for the signed-in
 * user's name and e-mail).
 */
export function ContactDialog({ open, onOpenChange, user = null }: ContactDialogProps) {
  const { t } = useTranslation('library');
  return (
    <Modal open={open} onOpenChange={onOpenChange} size="regular" title={t('contact.title')}>
      <ContactViews onDone={() => onOpenChange(false)} user={user} />
    </Modal>
  );
}

function ContactViews({ onDone, user }: { onDone: () => void; user: ContactUser | null }) {
  const [view, setView] = useState<View>(CONTACT_VIEWS.reasons);
  if (view === CONTACT_VIEWS.form)
    return <ContactFormView onBack={() => setView(CONTACT_VIEWS.reasons)} onSent={onDone} user={user} />;
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

const CONTACT_FIELDS = ['name', 'email', 'state', 'message', 'consent'] as const;
const EMPTY: ContactFormFields = { name: '', email: '', state: '', message: '', consent: '' };

function ContactFormView({
  onBack,
  onSent,
  user,
}: {
  onBack: () => void;
  onSent: () => void;
  user: ContactUser | null;
}) {
  const { t } = useTranslation('library');
  const form = useZodForm<ContactFormFields>({
    schema: contactFormFieldsSchema,
    defaultValues: user ? { ...EMPTY, name: user.name, email: user.email } : EMPTY,
  });
  const _error = useFieldErrors(form.formState.errors);
  const failure = useFormFailure(form.setError, CONTACT_FIELDS);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendContact(contactFormToBody(values), user?.id ?? null);
      onSent();
      showToast({ type: 'success', title: t('contact.sentTitle'), description: t('contact.sentMessage') });
    } catch (caught) {
      // Spec §8: the contact error toast; a field the server refused is marked too, and a 5xx is reported.
      if (caught instanceof ApiError) failure.fail(caught);
      showToast({ type: 'error', title: t('contact.errorTitle'), description: t('contact.errorMessage') });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} data-view={CONTACT_VIEWS.form}>
      <h3 className="contact-subtitle">{t('contact.form.title')}</h3>
      <FullNameField form={form} name="name" label={t('contact.form.name')} />
      <EmailField form={form} name="email" label={t('contact.form.email')} />
      <SelectField form={form} name="state" label={t('contact.form.state')} required>
        <option value="">{t('contact.form.statePlaceholder')}</option>
        {BRAZIL_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name} ({state.code})
          </option>
        ))}
      </SelectField>
      <TextAreaField
        form={form}
        name="message"
        label={t('contact.form.message')}
        maxLength={CONTACT_LIMITS.message}
        required
      />
      <YesNoField
        form={form}
        name="consent"
        legend={t('contact.form.consent')}
        labels={{ yes: t('contact.form.yes'), no: t('contact.form.no') }}
      />
      <FormActions
        form={form}
        submit={t('contact.form.send')}
        back={{ label: t('contact.back'), onClick: onBack }}
      />
    </form>
  );
}
