import type { NewMessageTemplate } from '../schema/index';

/**
 * Default message texts. Keys are `<purpose>_<channel>` (the key alone is unique). Placeholders in
 * `{{double_braces}}` are filled by the sender; unknown ones are left for an admin to spot.
 */
export const demoMessageTemplates: NewMessageTemplate[] = [
  {
    key: 'new_order_business_email',
    channel: 'email',
    subject: 'New {{order_type}}: {{full_name}} - {{package_name}}',
    body: `A new {{order_type}} came in on the website.

Name: {{full_name}}
Email: {{email}}
WhatsApp: {{whatsapp}}
Package: {{package_name}} ({{duration}}) - {{package_price}}
Device: {{device}}
Internet: {{internet_platform}}, {{internet_speed}}
Payment reference: {{payment_reference}}

Open the admin dashboard to follow it up.`,
    description: 'Sent to the business email for every new order, interest or free-trial request.',
  },
  {
    key: 'order_confirmation_email',
    channel: 'email',
    subject: 'Your {{company_name}} order: {{package_name}}',
    body: `Hi {{first_name}},

Thank you for your order of {{package_name}} ({{duration}}) at {{package_price}}.

To pay by EFT, use these details and your reference {{payment_reference}}:
{{bank_details}}

Or pay by card: {{card_payment_link}}

As soon as your payment is confirmed we send your login details and setup instructions.
Questions? WhatsApp us on {{whatsapp_number}} ({{support_hours}}).

{{company_name}}`,
    description: 'Sent to a client who placed an order, with payment details.',
  },
  {
    key: 'order_confirmation_whatsapp',
    channel: 'whatsapp',
    subject: null,
    body: `Hi {{first_name}}, thanks for ordering {{package_name}} ({{package_price}}) from {{company_name}}.
Pay by EFT with reference *{{payment_reference}}*:
{{bank_details}}
Or by card: {{card_payment_link}}
We send your login details as soon as payment is confirmed.`,
    description: 'WhatsApp version of the order confirmation.',
  },
  {
    key: 'interest_received_email',
    channel: 'email',
    subject: 'We received your interest in {{package_name}}',
    body: `Hi {{first_name}},

Thanks for your interest in {{package_name}}. One of our team will contact you shortly {{next_step}}.

{{company_name}} - {{support_hours}}`,
    description: 'Sent after an expression of interest or a free-trial request by email.',
  },
  {
    key: 'interest_received_whatsapp',
    channel: 'whatsapp',
    subject: null,
    body: `Hi {{first_name}}, thanks for your interest in {{package_name}} at {{company_name}}. We will be in touch shortly {{next_step}}.`,
    description: 'Sent after an expression of interest or a free-trial request by WhatsApp.',
  },
  {
    key: 'install_guide_email',
    channel: 'email',
    subject: 'How to install {{app_name}}',
    body: `Here is how to install {{app_name}} (version {{version}}, {{file_size}}):

{{installation_guide}}

Need help? WhatsApp us on {{whatsapp_number}} ({{support_hours}}).

{{company_name}}`,
    description: 'Installation instructions requested from the downloads section.',
  },
  {
    key: 'install_guide_whatsapp',
    channel: 'whatsapp',
    subject: null,
    body: `*How to install {{app_name}}* (v{{version}}, {{file_size}})

{{installation_guide}}

Stuck? Reply to this message and we will help.`,
    description: 'Installation instructions by WhatsApp.',
  },
  {
    key: 'password_reset_email',
    channel: 'email',
    subject: 'Reset your {{company_name}} password',
    body: `Hi {{first_name}},

Someone asked to reset the password of your client portal account ({{username}}).
Use this link within {{expires_in}} to choose a new password:
{{reset_link}}

If this was not you, ignore this email: your password stays the same.`,
    description: 'Client portal password reset link.',
  },
  {
    key: 'password_reset_whatsapp',
    channel: 'whatsapp',
    subject: null,
    body: `Hi {{first_name}}, use this link within {{expires_in}} to reset your {{company_name}} portal password: {{reset_link}}
If you did not ask for this, ignore this message.`,
    description: 'Client portal password reset link by WhatsApp.',
  },
  {
    key: 'renewal_reminder_email',
    channel: 'email',
    subject: 'Your {{company_name}} subscription expires on {{expires_on}}',
    body: `Hi {{first_name}},

Your {{package_name}} subscription expires on {{expires_on}}. To keep watching, pay {{package_price}}
by EFT with your reference {{payment_reference}}, or by card: {{card_payment_link}}

{{company_name}}`,
    description: 'Reminder sent a few days before a subscription expires.',
  },
  {
    key: 'renewal_reminder_whatsapp',
    channel: 'whatsapp',
    subject: null,
    body: `Hi {{first_name}}, your {{company_name}} subscription ({{package_name}}) expires on {{expires_on}}. Renew with {{package_price}} by EFT, reference *{{payment_reference}}*, or by card: {{card_payment_link}}`,
    description: 'Renewal reminder by WhatsApp.',
  },
];
