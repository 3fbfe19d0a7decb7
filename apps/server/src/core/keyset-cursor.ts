import { MESSAGES } from '@portal/contracts/messages';
import { AppError } from './errors';

/** Where a keyset page resumes: the last row's ordering time (to the microsecond, ISO 8601 UTC) and its id. */
export interface KeysetPosition<Id extends string | number> {
  at: string;
  id: Id;
}

const MICROSECOND_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const cursorInvalid = () =>
  new AppError('validation_failed', {
    detailKey: MESSAGES.cursorInvalid,
    errors: [{ field: 'cursor', message: MESSAGES.cursorInvalid }],
  });

/** The opaque `next_cursor` of a keyset page (decision 0053): base64url of `[time, id]` of the page's last row. */
export function encodeKeyset(position: KeysetPosition<string | number>): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

/**
 * Reads a cursor back; anything the server did not write (garbage, a forged date such as February 30th, a year
 * PostgreSQL would refuse, an id that `isId` refuses) is a 400 on `cursor`, never a query error. A well-formed forged
 * cursor just starts the page elsewhere: it is a position, not a permission.
 */
export function decodeKeyset<Id extends string | number>(
  cursor: string,
  isId: (value: unknown) => value is Id,
): KeysetPosition<Id> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw cursorInvalid();
  }
  if (!Array.isArray(value) || value.length !== 2) throw cursorInvalid();
  const [at, id] = value as unknown[];
  if (typeof at !== 'string' || !MICROSECOND_ISO.test(at)) throw cursorInvalid();
  const ms = Date.parse(at);
  // Date.parse rolls 02-30 over to March; the round trip refuses it (PostgreSQL would fail on it).
  if (Number.isNaN(ms) || ms < 0 || new Date(ms).toISOString().slice(0, 19) !== at.slice(0, 19))
    throw cursorInvalid();
  if (!isId(id)) throw cursorInvalid();
  return { at, id };
}
