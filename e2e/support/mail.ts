import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from './fixtures';

/** Where the e2e SMTP sink (support/start-smtp-sink.mjs) writes the mails the portal sends. */
function mailDir(port = Number(process.env.E2E_PORT ?? 3100)): string {
  return join(tmpdir(), `portal-e2e-mail-${port}`);
}

export interface SentMail {
  to: string[];
  subject: string;
  text: string;
  /** The List-* headers (a job alert's one-click unsubscribe), when the mail has them. */
  list: { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } } | null;
}

/** Every mail sent to `address` so far, oldest first. */
export function mailsTo(address: string): SentMail[] {
  const dir = mailDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as SentMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for the `nth` (1-based) confirmation-code mail to `address` and answers the 6-digit code it carries. */
export async function confirmationCode(address: string, nth = 1): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailsTo(address).filter((m) => /\b\d{6}\b/.test(m.text))[nth - 1];
        code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
        return code;
      },
      { message: `confirmation code mailed to ${address}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}
