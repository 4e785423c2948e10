import { useHomepageSection } from '../api/get-homepage';

const defaultSteps = [
  {
    title: 'Choose a package',
    description: 'Pick a plan or a free 24-hour trial and order below.',
  },
  { title: 'Install the app', description: 'Download a player app for your device.' },
  { title: 'Log in and watch', description: 'Enter the login details we send you and enjoy.' },
];

/** The how-to-use heading and steps from the homepage 'how_to_use' content. */
export function HowToUseSteps() {
  const section = useHomepageSection('how_to_use');
  const steps = section && section.content.steps.length > 0 ? section.content.steps : defaultSteps;
  return (
    <div>
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="how-to-use-heading" className="text-3xl font-bold text-balance sm:text-4xl">
          {section?.title ?? 'How to Start Watching'}
        </h2>
        {section?.description && (
          <p className="mt-3 text-lg text-muted-foreground">{section.description}</p>
        )}
      </div>
      <ol className="mt-10 grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border border-border bg-card p-5">
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
