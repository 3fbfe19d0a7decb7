// A real SMTP server (the `smtp-server` package) for the e2e run: the portal sends its mails here (SMTP_URL) and
// each mail is written as JSON to MAIL_DIR, where the tests read it (e.g. the e-mailed confirmation code).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_PORT);
const dir = process.env.MAIL_DIR;
mkdirSync(dir, { recursive: true });
let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        count += 1;
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          // RFC 8058's headers, as the mail parser reads them ({ unsubscribe: { url }, 'unsubscribe-post': { name } }).
          list: parsed.headers.get('list') ?? null,
          receivedAt: new Date().toISOString(),
        };
        // Written under another name and then renamed: a test polling the folder never reads half a file.
        const file = join(dir, `${Date.now()}-${String(count).padStart(5, '0')}.json`);
        writeFileSync(`${file}.part`, JSON.stringify(mail));
        renameSync(`${file}.part`, file);
        callback();
      })
      .catch((error) => callback(error));
  },
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
