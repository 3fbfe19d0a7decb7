import { BRAZIL_STATES } from '@portal/contracts/brazil-states';
import type { ContactForm } from '@portal/contracts/contact';
import { DEFAULT_LOCALE, type Locale } from '@portal/contracts/locales';
import { composeMail } from '#server/core/mail/compose';
import type { Outbox } from '#server/core/mail/outbox';
import type { Translations } from '#server/core/translations';
import type { ContactRepository } from './contact.repository';

export interface ContactSender {
  /** The signed-in user, from the session (never from the body). */
  userId: string | null;
  ip: string;
  locale: Locale;
}

/**
 * The contact form (spec §2 contact dialog view 1, §7): each message is stored and mailed to CONTACT_RECIPIENT
 * (reply-to the sender). The mail is written in pt-BR, the company's language, in the transaction that stores the
 * message, and the outbox delivers it with retries (decision 0060): a stored message is always mailed.
 */
export function contactService(
  repository: ContactRepository,
  outbox: Outbox,
  translations: Translations,
  recipient: string,
) {
  const t = (key: string, params?: Record<string, unknown>) =>
    translations.t(DEFAULT_LOCALE, `mail.contact.${key}`, params);

  function mailBody(form: ContactForm, sender: ContactSender) {
    const state = BRAZIL_STATES.find((s) => s.code === form.state);
    return composeMail([
      { paragraph: [t('intro')] },
      {
        paragraph: [
          `${t('name')}: ${form.name}`,
          `${t('email')}: ${form.email}`,
          `${t('state')}: ${state ? `${state.name} (${state.code})` : form.state}`,
          `${t('consent')}: ${form.consent ? t('yes') : t('no')}`,
          `${t('user')}: ${sender.userId ?? t('anonymous')}`,
        ],
      },
      { paragraph: [`${t('message')}:`, form.message] },
    ]);
  }

  return {
    async send(form: ContactForm, sender: ContactSender): Promise<number> {
      const mail = {
        to: recipient,
        replyTo: form.email,
        subject: t('subject', { name: form.name.replace(/[\r\n]+/g, ' ') }),
        ...mailBody(form, sender),
      };
      const id = await repository.insert(
        {
          name: form.name,
          email: form.email,
          state: form.state,
          message: form.message,
          consent: form.consent,
          userId: sender.userId,
          locale: sender.locale,
          ip: sender.ip,
        },
        (tx) => outbox.enqueue(tx, mail),
      );
      outbox.wake();
      return id;
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
