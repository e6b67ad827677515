/**
 * A small SMTP server that keeps what it receives, parsed by mailparser: the mail tests start
 * one, and `npm run mail:catch` prints what a local Relève sends.
 */
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail as received: the envelope, then the decoded headers and parts. */
export interface CaughtMail {
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  contentType: string;
  text: string;
  html: string;
}

export interface SmtpCatcher {
  port: number;
  messages: CaughtMail[];
  close: () => Promise<void>;
}

/** `Nom <adresse>` (or the bare address), comma-separated. */
function addresses(field: AddressObject | AddressObject[] | undefined): string {
  return [field ?? []]
    .flat()
    .flatMap((group) => group.value)
    .map((a) => (a.name ? `${a.name} <${a.address ?? ''}>` : (a.address ?? '')))
    .join(', ');
}

/** Listens on 127.0.0.1:`port` (0: any free port), no authentication, no TLS. */
export async function startSmtpCatcher(
  port = 0,
  onMail: (mail: CaughtMail) => void = () => undefined,
): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          // mailparser decodes the MIME parts and the RFC 2047 headers (`=?UTF-8?Q?…?=`).
          const mail: CaughtMail = {
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            contentType:
              (parsed.headers.get('content-type') as { value?: string } | undefined)?.value ?? '',
            text: (parsed.text ?? '').replace(/\r\n/g, '\n').trimEnd(),
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          messages.push(mail);
          onMail(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
