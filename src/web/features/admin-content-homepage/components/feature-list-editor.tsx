import { Heart, Plus, Shield, Trash2, Users, Zap, type LucideIcon } from 'lucide-react';
import { featureIcons, type FeatureIcon } from '@shared/contracts/public-site';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { moveItem } from '@/lib/reorder';

export interface FeatureDraft {
  icon: FeatureIcon;
  title: string;
  description: string;
  color: string;
}

const icons: Record<FeatureIcon, LucideIcon> = { Shield, Zap, Users, Heart };
const colors = ['blue', 'yellow', 'green', 'red', 'purple', 'orange'];

/** The features of a section: an icon picker (Shield, Zap, Users, Heart), title, text, colour. */
export function FeatureListEditor({
  features,
  onChange,
  errors,
}: {
  features: FeatureDraft[];
  onChange: (features: FeatureDraft[]) => void;
  errors: Record<string, string>;
}) {
  const update = (index: number, patch: Partial<FeatureDraft>) =>
    onChange(features.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Features</legend>
      {features.map((feature, index) => {
        const name = `Feature ${index + 1}`;
        const error = (field: string) => errors[`content.features.${index}.${field}`];
        return (
          <div key={index} className="flex flex-col gap-2 rounded-lg border border-border p-3">
            <div role="radiogroup" aria-label={`${name} icon`} className="flex flex-wrap gap-2">
              {featureIcons.map((iconName) => {
                const Icon = icons[iconName];
                const selected = feature.icon === iconName;
                return (
                  <button
                    key={iconName}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    aria-label={iconName}
                    onClick={() => update(index, { icon: iconName })}
                    className={cn(
                      'inline-flex size-10 items-center justify-center rounded-lg border focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none',
                      selected ? 'border-primary bg-primary/15 text-primary' : 'border-border',
                    )}
                  >
                    <Icon className="size-5" aria-hidden />
                  </button>
                );
              })}
              <select
                aria-label={`${name} colour`}
                className="h-10 rounded-lg border border-input bg-input-background px-2 text-sm"
                value={feature.color}
                onChange={(e) => update(index, { color: e.target.value })}
              >
                {[...new Set([feature.color, ...colors])].map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
            <Input
              aria-label={`${name} title`}
              className="h-10"
              value={feature.title}
              aria-invalid={error('title') ? true : undefined}
              onChange={(e) => update(index, { title: e.target.value })}
            />
            {error('title') && <p className="text-sm text-destructive">{error('title')}</p>}
            <Input
              aria-label={`${name} description`}
              className="h-10"
              value={feature.description}
              onChange={(e) => update(index, { description: e.target.value })}
            />
            <div className="flex gap-2">
              <Button
                variant="ghost"
                size="sm"
                disabled={index === 0}
                onClick={() => onChange(moveItem(features, index, index - 1))}
                aria-label={`Move ${name} up`}
              >
                Up
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={index === features.length - 1}
                onClick={() => onChange(moveItem(features, index, index + 1))}
                aria-label={`Move ${name} down`}
              >
                Down
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(features.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden />
                Remove
              </Button>
            </div>
          </div>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() =>
          onChange([...features, { icon: 'Shield', title: '', description: '', color: 'blue' }])
        }
      >
        <Plus aria-hidden />
        Add feature
      </Button>
    </fieldset>
  );
}
