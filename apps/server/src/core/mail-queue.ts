import type { Db } from '../db/database';
import type { Mail } from './mail/mailer';

/**
 * How the product sends mail (decision 0060): a mail is written in the transaction of the change that causes it, so
 * it goes out if and only if that change is committed, and a worker delivers it with retries. Services depend on this
 * port; the outbox implements it.
 */
export interface MailQueue {
  /** Writes the mail in the caller's transaction (`tx`), to be sent once it commits. */
  enqueue(tx: Db, mail: Mail): Promise<void>;
  /** Call after the commit: the worker sends at once instead of at its next poll. */
  wake(): void;
}
