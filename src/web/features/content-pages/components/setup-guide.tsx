import { useSearchParams } from 'react-router';
import { LoadFailed, LoadingBlock } from '@/components/layout/public-page';
import { Markdown } from '@/components/markdown/markdown';
import { splitMarkdownSections, withoutTitle } from '@/components/markdown/render-markdown';
import { useContentPage } from '../api/get-content-page';

/** The order form's device list (SPEC.md section 3), in its order; the guide's sections follow it. */
export const setupDevices = [
  { id: 'android', label: 'Android' },
  { id: 'ios', label: 'iPhone / iPad' },
  { id: 'apple-tv', label: 'Apple TV' },
  { id: 'smart-tv-android', label: 'Android Smart TV' },
  { id: 'smart-tv-samsung', label: 'Samsung / LG TV' },
  { id: 'firestick', label: 'Firestick' },
  { id: 'android-box', label: 'Android Box' },
  { id: 'non-google-certified', label: 'Non-Google Box' },
  { id: 'pc', label: 'PC / Mac' },
] as const;

/**
 * The setup guide: the 'setup-guide' page's Markdown, one level-2 section per device, shown one at
 * a time; `?device=firestick` opens a device's guide directly.
 */
export function SetupGuide() {
  const { data, isPending, isError, refetch } = useContentPage('setup-guide');
  const [params, setParams] = useSearchParams();
  if (isPending) return <LoadingBlock />;
  if (isError) return <LoadFailed what="the setup guide" onRetry={() => void refetch()} />;

  const { intro, sections } = splitMarkdownSections(data.bodyMarkdown);
  const guides = setupDevices
    .map((device, index) => ({ ...device, section: sections[index] }))
    .filter((guide) => guide.section !== undefined);
  const chosenId = params.get('device');
  const chosen = guides.find((guide) => guide.id === chosenId) ?? guides[0];

  return (
    <div className="flex flex-col gap-6">
      <Markdown source={withoutTitle(intro)} />
      {guides.length > 0 && chosen?.section && (
        <>
          <nav aria-label="Devices">
            <ul className="flex flex-wrap gap-2">
              {guides.map((guide) => (
                <li key={guide.id}>
                  <button
                    type="button"
                    aria-pressed={guide.id === chosen.id}
                    onClick={() => setParams({ device: guide.id }, { replace: true })}
                    className={`h-10 rounded-full border px-4 text-sm font-medium focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none ${
                      guide.id === chosen.id
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-border hover:bg-accent'
                    }`}
                  >
                    {guide.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section
            aria-labelledby="device-guide-heading"
            data-device={chosen.id}
            className="rounded-2xl border border-border bg-card p-6"
          >
            <h2 id="device-guide-heading" className="mb-4 text-2xl font-bold">
              {chosen.section.title}
            </h2>
            <Markdown source={chosen.section.body} />
          </section>
        </>
      )}
      {/* Sections beyond the device list (e.g. troubleshooting) are shown in full. */}
      {sections.slice(setupDevices.length).map((section) => (
        <section key={section.title} className="flex flex-col gap-3">
          <h2 className="text-2xl font-bold">{section.title}</h2>
          <Markdown source={section.body} />
        </section>
      ))}
    </div>
  );
}
