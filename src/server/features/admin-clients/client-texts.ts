import type { DefaultTexts } from './client-messages.service';

/**
 * Built-in texts for the messages admin operations send, used when message_templates has no row
 * `<purpose>_<channel>` (the business can add one to change the wording).
 */
export const clientWelcomeTexts: DefaultTexts = {
  email: {
    subject: 'Your {{company_name}} client portal login',
    body: `Hi {{first_name}},

Your client portal account is ready.
Username: {{username}}
Temporary password: {{password}}

Sign in at {{portal_link}}; you will be asked to choose your own password.

{{company_name}}`,
  },
  whatsapp: {
    subject: null,
    body: `Hi {{first_name}}, your {{company_name}} client portal is ready. Username: *{{username}}*, temporary password: *{{password}}*. Sign in at {{portal_link}} and choose your own password.`,
  },
};

export const temporaryPasswordTexts: DefaultTexts = {
  email: {
    subject: 'Your new {{company_name}} portal password',
    body: `Hi {{first_name}},

We reset the password of your client portal account ({{username}}).
Temporary password: {{password}}

Sign in at {{portal_link}}; you will be asked to choose your own password.

{{company_name}}`,
  },
  whatsapp: {
    subject: null,
    body: `Hi {{first_name}}, your {{company_name}} portal password was reset. Username: *{{username}}*, temporary password: *{{password}}*. Sign in at {{portal_link}} and choose your own.`,
  },
};
