import type { NewKnowledgeBaseArticle, NewReleaseNote } from '../schema/index';

const article = (
  slug: string,
  category: string,
  title: string,
  summary: string,
  bodyMarkdown: string,
  sortOrder: number,
): NewKnowledgeBaseArticle => ({ slug, category, title, summary, bodyMarkdown, sortOrder });

export const demoKnowledgeBase: NewKnowledgeBaseArticle[] = [
  article(
    'choosing-a-device',
    'Getting Started',
    'Which device should I use?',
    'The devices that give the best picture, from best to good.',
    `An **Android TV box** or **Firestick** connected to your TV gives the smoothest experience. Android
Smart TVs work well too. Samsung and LG TVs need the IBO Player app. Phones and tablets are great for
watching on the go.

See the setup guide for step-by-step instructions for every device.`,
    0,
  ),
  article(
    'internet-speed',
    'Getting Started',
    'How fast must my internet be?',
    'Speeds needed for SD, HD, Full HD and 4K.',
    `| Quality | Speed |
|---|---|
| SD | 10-15 Mbps |
| HD | 15-25 Mbps |
| Full HD | 25-35 Mbps |
| 4K | 35 Mbps and more |

Run the stream test on our home page to check your connection. Fibre is best; LTE and 5G work but can
vary at peak times (18:00-22:00).`,
    1,
  ),
  article(
    'free-trial',
    'Getting Started',
    'How does the free trial work?',
    'One free 24-hour trial per household.',
    `Choose **Free Trial** on the order form. We send your login details on WhatsApp or email, and the trial
runs for 24 hours from then. Trials are not given on big sport event days.`,
    2,
  ),
  article(
    'paying-by-eft',
    'Billing and Payments',
    'How do I pay by EFT?',
    'Use your payment reference so we can match your payment.',
    `Pay into the bank account shown in your client portal and use **your payment reference** (for example
SV-AB12CD) as the reference. Upload your proof of payment in the portal to speed things up. Payments
are usually confirmed within an hour during support hours.`,
    0,
  ),
  article(
    'renewing',
    'Billing and Payments',
    'How do I renew my subscription?',
    'Renewals are not automatic: pay before your expiry date.',
    `We remind you by WhatsApp or email a few days before your subscription expires. Pay by EFT with your
payment reference or by card, and your expiry date moves forward by the months you paid for.`,
    1,
  ),
  article(
    'upgrading',
    'Billing and Payments',
    'Can I change my package?',
    'Ask for an upgrade from the client portal.',
    `Open **Account management** in the client portal and request a package change. You pay only the price
difference; we confirm once it is approved.`,
    2,
  ),
  article(
    'buffering',
    'Troubleshooting',
    'My stream keeps buffering',
    'The usual causes and how to fix them.',
    `1. Restart your device and router.
2. Use a network cable instead of Wi-Fi if you can.
3. Close other apps that use the internet (downloads, updates, video calls).
4. In the player settings, choose a lower quality.

If it still buffers, check the status page and WhatsApp us.`,
    0,
  ),
  article(
    'invalid-login',
    'Troubleshooting',
    'The app says my login is invalid',
    'Check spelling, spaces and your expiry date.',
    `Usernames and passwords are case-sensitive and must not contain spaces. Check that your subscription
has not expired in the client portal. If you recently renewed, restart the app.`,
    1,
  ),
  article(
    'change-password',
    'Account',
    'How do I change my portal password?',
    'Change it from the client portal at any time.',
    `Log in to the client portal, open **Account management** and choose **Change password**. If you forgot
it, use **Forgot password** on the login page and we send a reset link by WhatsApp or email.`,
    0,
  ),
];

export const demoReleaseNotes: NewReleaseNote[] = [
  {
    version: '1.0.0',
    title: 'New website and client portal',
    bodyMarkdown: `- A new website with live network status and a stream test.
- The client portal: see your subscription, payments and login details in one place.`,
    releasedAt: new Date('2026-09-01T08:00:00+02:00'),
  },
  {
    version: '1.1.0',
    title: 'Proof of payment uploads',
    bodyMarkdown: `- Upload your EFT proof of payment in the client portal.
- Payment history now shows every captured payment.`,
    releasedAt: new Date('2026-10-06T08:00:00+02:00'),
  },
  {
    version: '1.2.0',
    title: 'Support tickets and knowledge base',
    bodyMarkdown: `- Open support tickets from the portal and follow the replies.
- A searchable knowledge base with answers to common questions.`,
    releasedAt: new Date('2026-11-10T08:00:00+02:00'),
  },
];
