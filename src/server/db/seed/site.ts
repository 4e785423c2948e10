import type {
  NewFooterContent,
  NewHomepageContent,
  NewImageRegistryEntry,
  NewSeoSetting,
  NewSiteBranding,
  NewSiteSetting,
  NewSystemStatus,
} from '../schema/index';

export const companyName = 'StreamVault SA';
export const demoWhatsappNumber = '+27 82 000 0000';
export const supportEmail = 'support@streamvault.example.co.za';

export const demoHomepageContent: NewHomepageContent[] = [
  {
    sectionName: 'hero',
    title: 'Premium TV Streaming for South Africa',
    subtitle: 'Live sport, movies and series on any device',
    description:
      'Over 2,475 live channels, local and international sport, and a library of movies and series. Set up in under 10 minutes, with WhatsApp support 9am-8pm, 7 days a week.',
    content: {
      cta_primary: { text: 'Get Started Today', target: 'order' },
      cta_secondary: { text: 'Try 24 Hours Free', target: 'order', duration: 'free-trial' },
      highlights: ['No contracts', 'Pay by EFT or card', 'Works on your existing internet'],
    },
    sortOrder: 0,
  },
  {
    sectionName: 'about',
    title: `Why South Africans choose ${companyName}`,
    subtitle: 'Reliable streaming, local support',
    description:
      'We resell streaming subscriptions from licensed providers and look after you from order to first kick-off: setup help, renewals and support from a South African team.',
    content: {
      features: [
        {
          icon: 'Shield',
          title: 'Reliable and secure',
          description: 'Stable servers with 99%+ uptime and private accounts for every client.',
          color: 'blue',
        },
        {
          icon: 'Zap',
          title: 'Fast setup',
          description: 'Most clients are watching within 10 minutes of payment.',
          color: 'yellow',
        },
        {
          icon: 'Users',
          title: 'Local support team',
          description: 'Real people on WhatsApp from 9am to 8pm, every day of the week.',
          color: 'green',
        },
        {
          icon: 'Heart',
          title: 'Made for families',
          description:
            'Sport for dad, cartoons for the kids and series for everyone, on two screens.',
          color: 'red',
        },
      ],
    },
    sortOrder: 1,
  },
  {
    sectionName: 'how_to_use',
    title: 'Start watching in three steps',
    subtitle: 'Order, install, stream',
    description:
      'Everything you need is a stable internet connection of 15 Mbps or more and a supported device.',
    content: {
      steps: [
        {
          title: 'Choose a package',
          description: 'Pick a plan or start with a free 24-hour trial and place your order below.',
        },
        {
          title: 'Install the app',
          description: 'Download a player app for your device; we send step-by-step instructions.',
        },
        {
          title: 'Log in and watch',
          description: 'Enter the login details we send you on WhatsApp or email, and enjoy.',
        },
      ],
    },
    sortOrder: 2,
  },
];

export const demoBranding: NewSiteBranding[] = [
  { settingName: 'company_name', settingValue: companyName },
  { settingName: 'tagline', settingValue: 'Live sport, movies and series. Streaming made simple.' },
  { settingName: 'whatsapp_number', settingValue: demoWhatsappNumber },
  { settingName: 'support_email', settingValue: supportEmail },
  { settingName: 'footer_mascot', settingValue: '/icon-512.png' },
  { settingName: 'footer_logo', settingValue: '/icon-192.png' },
];

export const demoSiteSettings: NewSiteSetting[] = [
  {
    key: 'live_stats',
    value: {
      channels_count: '2,475+',
      countries_served: 14,
      system_uptime: 99.1,
      active_clients_mode: 'simulated',
    },
    description:
      "Figures on the landing page's network status strip. active_clients_mode: simulated or real.",
  },
  {
    key: 'eft_bank_details',
    value: {
      bank: 'First National Bank',
      account_name: 'StreamVault SA (Pty) Ltd',
      account_number: '62000000000',
      branch_code: '250655',
      account_type: 'Business Cheque',
    },
    description:
      'Bank details shown to clients paying by EFT. Demo values: replace before going live.',
  },
  {
    key: 'card_payment_link',
    value: 'https://pay.example.co.za/streamvault',
    description: 'Link to the card payment page.',
  },
  {
    key: 'support_hours',
    value: '9am-8pm, 7 days',
    description: 'Support hours shown across the site.',
  },
  {
    key: 'free_trial_blocked_dates',
    value: ['2026-11-28', '2026-12-05', '2026-12-12', '2027-02-14', '2027-05-29', '2027-06-05'],
    description:
      'Big sport event days (ISO dates, Johannesburg time) on which free trials are not given.',
  },
  {
    key: 'business_email',
    value: 'orders@streamvault.example.co.za',
    description: 'Where new order notifications are sent.',
  },
];

export const demoSystemStatus: NewSystemStatus[] = [
  {
    component: 'Streaming Servers',
    status: 'stable',
    message: 'All streaming servers are online.',
    sortOrder: 0,
  },
  {
    component: 'Client Portal',
    status: 'stable',
    message: 'Logins and account pages are working normally.',
    sortOrder: 1,
  },
  {
    component: 'Payments',
    status: 'stable',
    message: 'EFT and card payments are being processed.',
    sortOrder: 2,
  },
  {
    component: 'Support',
    status: 'stable',
    message: 'WhatsApp support is available 9am-8pm.',
    sortOrder: 3,
  },
];

const homeDescription =
  'Stream 2,475+ live channels, local and international sport, movies and series in South Africa. Plans from R200 a month, free 24-hour trial, setup in under 10 minutes.';

export const demoSeoSettings: NewSeoSetting[] = [
  {
    pageName: 'home',
    metaTitle: `${companyName} | IPTV Streaming Packages in South Africa`,
    metaDescription: homeDescription,
    metaKeywords: [
      'IPTV South Africa',
      'streaming packages',
      'live sport streaming',
      'IPTV subscription',
      'free IPTV trial',
      'Firestick IPTV',
    ],
    ogImage: '/icon-512.png',
    ogTitle: `${companyName}: live sport, movies and series`,
    ogDescription: homeDescription,
    canonicalUrl: '',
    structuredData: JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: companyName,
      areaServed: 'ZA',
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: supportEmail,
        availableLanguage: ['English'],
      },
    }),
  },
];

export const demoFooterContent: NewFooterContent[] = [
  {
    sectionName: 'main',
    description: `${companyName} brings live sport, movies and series to South African homes, with local support and simple EFT or card payments. We resell streaming services from licensed content providers.`,
    content: {
      links: [
        { text: 'Packages', id: 'pricing' },
        { text: 'About Us', id: 'about' },
        { text: 'Order Now', id: 'order' },
      ],
      support_links: [
        { text: 'Setup Guide', url: '/setup-guide' },
        { text: 'Technical Support', url: '/technical-support' },
        { text: 'App Downloads', url: '/downloads' },
      ],
    },
  },
];

export const demoImages: NewImageRegistryEntry[] = [
  {
    imageKey: 'logo',
    imageUrl: '/icon-192.png',
    contentType: 'image/png',
    altText: `${companyName} logo`,
  },
  {
    imageKey: 'logo_large',
    imageUrl: '/icon-512.png',
    contentType: 'image/png',
    altText: `${companyName} logo`,
  },
  {
    imageKey: 'footer_logo',
    imageUrl: '/icon-192.png',
    contentType: 'image/png',
    altText: `${companyName} logo`,
  },
  {
    imageKey: 'footer_mascot',
    imageUrl: '/icon-512.png',
    contentType: 'image/png',
    altText: `${companyName} mascot`,
  },
  {
    imageKey: 'hero_background',
    imageUrl: '/icon-512.png',
    contentType: 'image/png',
    altText: 'Family watching sport on TV',
  },
];
