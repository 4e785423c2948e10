import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

export interface SmtpCatcher {
  url: string;
  port: number;
  messages: CaughtMail[];
  /** Stops accepting connections (the port is freed), as a mail server that went down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** A real SMTP server in this process that keeps what it receives (STARTTLS off: its bundled certificate has expired). */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to)
              ? mail.to.map((a) => a.text).join(', ')
              : (mail.to?.text ?? '');
            messages.push({
              to,
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(boundPort, '127.0.0.1', () => resolve());
    });
    const address = server!.server.address();
    if (address && typeof address === 'object') boundPort = address.port;
  };

  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    messages,
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    start: listen,
  };
}
