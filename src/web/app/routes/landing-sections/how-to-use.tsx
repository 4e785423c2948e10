import { Link } from 'react-router';
import { AppsShowcase } from '@/features/apps/components/apps-showcase';
import { HowToUseSteps } from '@/features/site-content/components/how-to-use-steps';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

/** How to use (#how-to-use): the steps, then the apps to download. */
export default function HowToUseSection() {
  return (
    <section
      aria-labelledby="how-to-use-heading"
      className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-16"
    >
      <HowToUseSteps />
      <AppsShowcase />
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.setupGuide.getHref()} className={buttonVariants({ variant: 'outline' })}>
          Setup Guide for Every Device
        </Link>
        <Link to={paths.downloads.getHref()} className={buttonVariants({ variant: 'ghost' })}>
          All App Downloads
        </Link>
      </div>
    </section>
  );
}
