import nodemailer from 'nodemailer';
import type { MessageChannel, OutboxMessage } from '../../db/schema/index';

/** Delivers one message or throws with a reason worth showing an admin. */
export interface Transport {
  send(message: Pick<OutboxMessage, 'recipient' | 'subject' | 'body'>): Promise<void>;
  close?(): void;
}

export type Transports = Partial<Record<MessageChannel, Transport>>;

/** Email through SMTP (`SMTP_URL`, `MAIL_FROM`). */
export function createEmailTransport(smtp: { url: string; from: string }): Transport {
  const mailer = nodemailer.createTransport(smtp.url, { from: smtp.from });
  return {
    async send(message) {
      await mailer.sendMail({
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
      });
    },
    close: () => mailer.close(),
  };
}

/**
 * WhatsApp through the WhatsApp Business Cloud API: a text message from the business number.
 * (Meta only delivers free-form text inside a 24-hour customer-service window; outside it the
 * API refuses, the attempt fails and the message ends up with an admin to send by hand.)
 */
export function createWhatsappTransport(api: {
  token: string;
  phoneNumberId: string;
  apiUrl: string;
}): Transport {
  const endpoint = `${api.apiUrl.replace(/\/$/, '')}/${api.phoneNumberId}/messages`;
  return {
    async send(message) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: message.recipient,
          type: 'text',
          text: { body: message.body, preview_url: true },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`WhatsApp Cloud API answered ${response.status}: ${detail}`);
      }
    },
  };
}
