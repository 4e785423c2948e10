import type { HomepageCta } from '../contracts/public-site';

/**
 * What the landing page's hero says when its homepage section leaves a field empty. The web hero
 * and the server's first-paint copy of it (landing-shell.ts) must say the same.
 */
export const heroDefaults = {
  title: 'Premium TV Streaming for South Africa',
  description:
    'Live sport, movies and series on any device. Set up in under 10 minutes, with local support 9am-8pm, 7 days a week.',
  ctaPrimary: { text: 'Get Started Today', target: 'order', duration: null } satisfies HomepageCta,
  ctaSecondary: {
    text: 'Try 24 Hours Free',
    target: 'order',
    duration: 'free-trial',
  } satisfies HomepageCta,
};
