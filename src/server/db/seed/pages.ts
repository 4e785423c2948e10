import type { NewContentPage } from '../schema/index';
import { companyName, supportEmail } from './site';
import { setupGuidePage } from './setup-guide';

const privacyPolicy = `# Privacy Policy

${companyName} ("we", "us") respects your privacy and processes personal information in line with the
Protection of Personal Information Act 4 of 2013 (POPIA).

## What we collect
- **Contact details** you give us when you order, express interest or ask for a free trial: name, email
  address and WhatsApp number, and how you prefer to be contacted.
- **Order details**: the package you chose, your device, internet platform and speed.
- **Account details** for clients: username, subscription dates and payment records.
- **Technical details**: IP address and browser type, used to protect the site against abuse and to
  prevent repeated free trials.

## Why we use it
- To set up and manage your subscription and send you login details and installation instructions.
- To confirm payments and remind you before your subscription expires.
- To answer support requests.
- To keep the service secure.

We do not sell your personal information, and we do not send marketing messages without your consent.

## Who we share it with
Only with service providers who help us run the service (hosting, email and WhatsApp messaging),
under agreements that require them to protect it. We disclose information when the law requires it.

## How long we keep it
Client records for as long as you are a client and five years after, as tax law requires for payment
records. Leads that do not become clients are deleted after 12 months.

## Your rights
Under POPIA you may ask to see, correct or delete your personal information, and object to its
processing. Email **${supportEmail}** and we will reply within 30 days. You may also complain to the
Information Regulator (inforegulator.org.za).

## Security
Passwords are stored as one-way hashes, connections are encrypted and access to client data is limited
to our staff who need it.
`;

const termsOfService = `# Terms of Service

By ordering from ${companyName} you agree to these terms.

## The service
We resell streaming subscriptions from licensed content providers. Channel line-ups are set by the
providers and may change without notice. The service needs a stable internet connection: we recommend at
least 15 Mbps for HD and 25 Mbps for Full HD.

## Your account
- Your login details are for your household only. Each package allows a set number of connections at once.
- Sharing or reselling your login may lead to suspension without refund.
- Keep your password safe and tell us at once if you think someone else is using it.

## Payment and renewal
- Prices are in South African rand and include VAT where applicable.
- Subscriptions start when your payment is confirmed and end after the period you paid for.
- We remind you before your subscription expires; it does not renew automatically.

## Free trial
One free 24-hour trial per household. Trials are not available on major sport event days.

## Availability
We aim for high availability but cannot guarantee uninterrupted service. Planned maintenance is
announced on our status page.

## Changes
We may update these terms; the current version is always on this page.
`;

const refundPolicy = `# Refund Policy

We want you to be sure before you pay, which is why we offer a free 24-hour trial.

- **Within 7 days of payment**: if the service does not work on your device and our support team cannot
  fix it, we refund you in full.
- **After 7 days**: payments are not refundable, but we can move your remaining time to another package.
- **Outages**: if the service is down for more than 48 hours in a row, we add the lost days to your
  subscription.
- Refunds are paid by EFT within 7 working days to the account you paid from.

To ask for a refund, contact us on WhatsApp or at ${supportEmail} with your payment reference.
`;

const technicalSupport = `# Technical Support

Our team is available **9am-8pm, 7 days a week** on WhatsApp and email.

## Before you contact us
1. Restart your device and your router.
2. Run the stream test on our home page and check your speed: at least 15 Mbps for HD.
3. Check the status page for any known problems.
4. Make sure your subscription has not expired in the client portal.

## Common problems
- **Buffering**: connect your TV or box with a network cable, or move it closer to the router. Lower the
  stream quality in the player settings.
- **"Invalid login"**: check the username and password for spaces; they are case-sensitive.
- **Channels not loading**: in the player, refresh or reload the playlist.
- **No sound**: change the audio decoder in the player settings (hardware or software).

## Contact
WhatsApp us with your username and a photo of the error, or email ${supportEmail}.
`;

export const demoContentPages: NewContentPage[] = [
  { slug: 'privacy-policy', title: 'Privacy Policy', bodyMarkdown: privacyPolicy },
  { slug: 'terms-of-service', title: 'Terms of Service', bodyMarkdown: termsOfService },
  { slug: 'refund-policy', title: 'Refund Policy', bodyMarkdown: refundPolicy },
  { slug: 'technical-support', title: 'Technical Support', bodyMarkdown: technicalSupport },
  setupGuidePage,
];
