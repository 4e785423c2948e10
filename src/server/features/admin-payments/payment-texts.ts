import type { DefaultTexts } from '../admin-clients/client-messages.service';

/** Built-in receipt and rejection texts (used when message_templates has no row of that key). */
export const paymentReceiptTexts: DefaultTexts = {
  email: {
    subject: 'Payment received: {{amount}} - thank you',
    body: `Hi {{first_name}},

We received your payment of {{amount}} (reference {{reference}}) on {{paid_on}}, for {{months_paid}} month(s).
Your {{package_name}} subscription now runs until {{expires_on}}.

Thank you,
{{company_name}}`,
  },
  whatsapp: {
    subject: null,
    body: `Hi {{first_name}}, we received your payment of {{amount}} (ref {{reference}}) on {{paid_on}}. Your subscription now runs until {{expires_on}}. Thank you! - {{company_name}}`,
  },
};

export const proofRejectedTexts: DefaultTexts = {
  email: {
    subject: 'We could not confirm your proof of payment',
    body: `Hi {{first_name}},

We could not confirm the proof of payment you sent ({{file_name}}):
{{reason}}

Please upload a new proof in your client portal or reply to this message.

{{company_name}}`,
  },
  whatsapp: {
    subject: null,
    body: `Hi {{first_name}}, we could not confirm your proof of payment ({{file_name}}): {{reason}}. Please upload a new one in your client portal. - {{company_name}}`,
  },
};
