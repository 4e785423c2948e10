import { freeTrialDuration } from '@shared/contracts/ordering';
import type { PublicPackage } from '@shared/contracts/packages';
import { formatRandShort } from '@shared/rules/money';
import { isFreePackage } from '@shared/rules/pricing';
import { trialBlockedReason } from '@/lib/free-trial';
import { deviceOptions, internetPlatformOptions } from '../order-options';
import { fieldClass, FormField } from './form-field';

/**
 * The order form's choices (SPEC.md section 5): the package and duration, then the device and how
 * the visitor connects. On a sport event day the free trial is shown but cannot be chosen.
 */
export function PlanFields({
  list,
  durations,
  trialBlocked,
  values,
  errors,
  onPackage,
  onDuration,
}: {
  list: PublicPackage[];
  /** [value, label] of each duration the packages offer. */
  durations: [string, string][];
  trialBlocked: boolean;
  values: { package: string; duration: string };
  errors: Record<string, string>;
  onPackage: (name: string) => void;
  onDuration: (value: string) => void;
}) {
  return (
    <>
      <FormField label="Select Package" required error={errors.package}>
        {(control) => (
          <select
            {...control}
            className={fieldClass}
            value={values.package}
            onChange={(e) => onPackage(e.target.value)}
          >
            <option value="">Choose a package</option>
            {list.map((pkg) => {
              const closed = trialBlocked && isFreePackage(pkg);
              return (
                <option key={pkg.id} value={pkg.name} disabled={closed}>
                  {pkg.name} - {pkg.priceCents === 0 ? 'Free' : formatRandShort(pkg.priceCents)}
                  {closed ? ' (not available today)' : ''}
                </option>
              );
            })}
          </select>
        )}
      </FormField>
      <FormField
        label="Duration"
        error={errors.duration}
        hint={trialBlocked ? trialBlockedReason : undefined}
      >
        {(control) => (
          <select
            {...control}
            className={fieldClass}
            value={values.duration}
            onChange={(e) => onDuration(e.target.value)}
          >
            <option value="">Choose a duration</option>
            {durations.map(([value, label]) => {
              const closed = trialBlocked && value === freeTrialDuration;
              return (
                <option key={value} value={value} disabled={closed}>
                  {closed ? `${label} - not available today` : label}
                </option>
              );
            })}
          </select>
        )}
      </FormField>
    </>
  );
}

export function SetupFields({
  values,
  errors,
  onChange,
}: {
  values: { device: string; internetPlatform: string };
  errors: Record<string, string>;
  onChange: (field: 'device' | 'internetPlatform', value: string) => void;
}) {
  return (
    <>
      <FormField label="Device" error={errors.device}>
        {(control) => (
          <select
            {...control}
            className={fieldClass}
            value={values.device}
            onChange={(e) => onChange('device', e.target.value)}
          >
            <option value="">Choose your device</option>
            {deviceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Internet Platform" required error={errors.internetPlatform}>
        {(control) => (
          <select
            {...control}
            className={fieldClass}
            value={values.internetPlatform}
            onChange={(e) => onChange('internetPlatform', e.target.value)}
          >
            <option value="">How do you connect?</option>
            {internetPlatformOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
