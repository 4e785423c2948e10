import type { NewBanner, NewPackage, NewPricingSpecial } from '../schema/index';

/** Rand to integer cents. */
const rand = (amount: number) => Math.round(amount * 100);

export const demoPackages: NewPackage[] = [
  {
    name: 'Free Trial',
    priceCents: 0,
    duration: '24 Hours',
    durationMonths: 0,
    durationHours: 24,
    description:
      'Try the full service free for 24 hours before you pay. Not available on big sport event days.',
    features: [
      'Full channel line-up for 24 hours',
      'HD and Full HD streams',
      'Movies and series on demand',
      'Setup help on WhatsApp',
    ],
    isFeatured: false,
    isFreeTrial: true,
    sortOrder: 0,
    maxConnections: 1,
  },
  {
    name: 'Month to Month',
    priceCents: rand(200),
    duration: '1 Month',
    durationMonths: 1,
    description: 'No contract: pay for one month at a time and cancel whenever you like.',
    features: [
      '2,475+ live channels',
      'Local and international sport',
      'HD and Full HD streams',
      'Movies and series on demand',
      'WhatsApp support 9am-8pm, 7 days',
    ],
    sortOrder: 1,
    maxConnections: 1,
  },
  {
    name: '3 Months',
    priceCents: rand(500),
    originalPriceCents: rand(600),
    duration: '3 Months',
    durationMonths: 3,
    description: 'Our most popular plan: three months of streaming for less than R170 a month.',
    features: [
      '2,475+ live channels',
      'Local and international sport',
      'HD, Full HD and selected 4K streams',
      'Movies and series on demand',
      'Catch-up TV on selected channels',
      'Priority WhatsApp support',
    ],
    isFeatured: true,
    sortOrder: 2,
    maxConnections: 2,
  },
  {
    name: '6 Months',
    priceCents: rand(900),
    duration: '6 Months',
    durationMonths: 6,
    description: 'Half a year of uninterrupted streaming at R150 a month.',
    features: [
      '2,475+ live channels',
      'Local and international sport',
      'HD, Full HD and selected 4K streams',
      'Movies and series on demand',
      'Catch-up TV on selected channels',
    ],
    sortOrder: 3,
    maxConnections: 2,
  },
  {
    name: '12 Months',
    priceCents: rand(1700),
    duration: '12 Months',
    durationMonths: 12,
    description: 'Best value: a full year for under R142 a month, with two screens included.',
    features: [
      '2,475+ live channels',
      'Local and international sport',
      'HD, Full HD and selected 4K streams',
      'Movies and series on demand',
      'Catch-up TV on selected channels',
      'Priority WhatsApp support',
    ],
    sortOrder: 4,
    maxConnections: 2,
  },
];

/** Each special matches a package above by name and by that package's current price. */
export const demoPricingSpecials: NewPricingSpecial[] = [
  {
    packageName: '6 Months',
    durationMonths: 6,
    originalPriceCents: rand(900),
    specialPriceCents: rand(799),
    title: 'Summer Sport Special',
    description: 'Six months of streaming for R799: catch every match of the summer season.',
    audience: 'all',
  },
  {
    packageName: '12 Months',
    durationMonths: 12,
    originalPriceCents: rand(1700),
    specialPriceCents: rand(1499),
    title: 'Festive Season Deal',
    description: 'A full year for R1 499 when you pay before the end of the month.',
    audience: 'all',
  },
];

export const demoBanners: NewBanner[] = [
  {
    title: 'Festive Season Deal',
    content: 'Save R201 on the 12 Months package and R101 on 6 Months. Limited time only.',
    bannerType: 'special',
    sortOrder: 0,
  },
  {
    title: 'Setup in under 10 minutes',
    content: 'Our support team will help you install the app on WhatsApp, 9am-8pm, 7 days a week.',
    bannerType: 'other',
    sortOrder: 1,
  },
];
