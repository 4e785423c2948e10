import { Heart, Shield, Users, Zap, type LucideIcon } from 'lucide-react';
import type { FeatureIcon, HomepageFeature } from '@shared/contracts/public-site';
import { useBranding } from '../api/get-branding';
import { useHomepageSection } from '../api/get-homepage';

const icons: Record<FeatureIcon, LucideIcon> = { Shield, Zap, Users, Heart };

/** Colour names from the content, as tile styles readable on the dark background. */
const colours: Record<string, string> = {
  blue: 'bg-sky-400/15 text-sky-300',
  yellow: 'bg-amber-400/15 text-amber-300',
  green: 'bg-green-400/15 text-green-300',
  red: 'bg-rose-400/15 text-rose-300',
  purple: 'bg-violet-400/15 text-violet-300',
  orange: 'bg-orange-400/15 text-orange-300',
};

export const defaultAboutFeatures: HomepageFeature[] = [
  {
    icon: 'Shield',
    title: 'Reliable and secure',
    description: 'Stable servers and a private account for every client.',
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
    description: 'Sport, cartoons and series for everyone at home.',
    color: 'red',
  },
];

/** The about section (#about): the homepage 'about' content and its features. */
export function AboutSection() {
  const section = useHomepageSection('about');
  const { companyName } = useBranding();
  const features =
    section && section.content.features.length > 0
      ? section.content.features
      : defaultAboutFeatures;
  return (
    <section aria-labelledby="about-heading" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto max-w-3xl text-center">
        {section?.subtitle && (
          <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">
            {section.subtitle}
          </p>
        )}
        <h2 id="about-heading" className="mt-2 text-3xl font-bold text-balance sm:text-4xl">
          {section?.title ?? `About ${companyName}`}
        </h2>
        {section?.description && (
          <p className="mt-4 text-lg text-muted-foreground">{section.description}</p>
        )}
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => {
          const Icon = icons[feature.icon] ?? Shield;
          return (
            <li
              key={feature.title}
              className="flex flex-col gap-3 rounded-xl border border-border bg-card p-6"
            >
              <span
                className={`flex size-12 items-center justify-center rounded-lg ${colours[feature.color] ?? colours.blue}`}
              >
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold">{feature.title}</h3>
              <p className="text-sm text-muted-foreground">{feature.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
