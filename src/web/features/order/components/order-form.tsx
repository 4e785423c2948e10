import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Rocket, Wrench } from 'lucide-react';
import type { PublicPackage } from '@shared/contracts/packages';
import { formatRandShort } from '@shared/rules/money';
import { durationValue, fallbackPackages, withFreeTrial } from '@shared/rules/pricing';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { lastPageEvent, onPageEvent } from '@/lib/page-events';
import { toast } from '@/lib/toast';

/** Order form options of SPEC.md section 3. */
export const deviceOptions = [
  { value: 'android', label: 'Android phone or tablet' },
  { value: 'ios', label: 'iPhone or iPad' },
  { value: 'apple-tv', label: 'Apple TV' },
  { value: 'smart-tv-android', label: 'Android Smart TV' },
  { value: 'smart-tv-samsung', label: 'Samsung or LG Smart TV' },
  { value: 'firestick', label: 'Amazon Firestick' },
  { value: 'android-box', label: 'Android TV box' },
  { value: 'non-google-certified', label: 'Box without Google Play' },
  { value: 'pc', label: 'Windows or Mac computer' },
] as const;

export const internetPlatformOptions = [
  { value: 'fibre', label: 'Fibre' },
  { value: 'wireless', label: 'Wireless' },
  { value: '5g', label: '5G' },
  { value: 'lte', label: 'LTE' },
  { value: 'other', label: 'Other' },
] as const;

export interface OrderFormValues {
  name: string;
  email: string;
  whatsapp: string;
  package: string;
  duration: string;
  device: string;
  internetPlatform: string;
  otherPlatform: string;
  internetSpeed: string;
}

const emptyValues: OrderFormValues = {
  name: '',
  email: '',
  whatsapp: '',
  package: '',
  duration: '',
  device: '',
  internetPlatform: '',
  otherPlatform: '',
  internetSpeed: '',
};

export interface OrderFormProps {
  /** The packages table (DESIGN.md 9.1: one price source); undefined while loading. */
  packages: PublicPackage[] | undefined;
  /** Sending the order is the next issue; until then the form only collects. */
  onSubmit?: (values: OrderFormValues) => void;
}

const fieldClass =
  'h-12 w-full rounded-lg border border-input bg-input-background px-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none';

/**
 * 'Get Instant Access' (SPEC.md sections 2, 3 and 5). Buttons elsewhere preselect the package and
 * duration (`selectPackage`, `selectDuration`); the stream test fills the internet speed
 * (`streamTestResult`), also when they fired before this form's code had loaded.
 */
export function OrderForm({ packages, onSubmit }: OrderFormProps) {
  const [values, setValues] = useState<OrderFormValues>(() => ({
    ...emptyValues,
    package: lastPageEvent('selectPackage')?.name ?? '',
    duration: lastPageEvent('selectDuration') ?? '',
    internetSpeed: lastPageEvent('streamTestResult') ?? '',
  }));
  const set = (field: keyof OrderFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  useEffect(() => {
    const offPackage = onPageEvent('selectPackage', (detail) => {
      setValues((current) => ({ ...current, package: detail.name, duration: detail.duration }));
    });
    const offDuration = onPageEvent('selectDuration', (duration) => set('duration', duration));
    const offSpeed = onPageEvent('streamTestResult', (summary) => set('internetSpeed', summary));
    return () => {
      offPackage();
      offDuration();
      offSpeed();
    };
  }, []);

  const list = withFreeTrial(packages && packages.length > 0 ? packages : fallbackPackages);
  const durations = [
    ...new Map(
      list.map((pkg) => [
        durationValue(pkg),
        pkg.isFreeTrial ? 'Free Trial (24 hours)' : pkg.duration,
      ]),
    ),
  ];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (onSubmit) onSubmit(values);
    else toast.info('Almost there', 'Online ordering opens shortly: WhatsApp us to order today.');
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={submit}
        aria-labelledby="order-heading"
        className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 sm:p-8"
      >
        <div className="text-center">
          <h2 id="order-heading" className="text-3xl font-bold">
            Get Instant Access
          </h2>
          <p className="mt-2 text-muted-foreground">
            Order now and most clients are watching within 10 minutes.
          </p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Full Name" required>
            {(id) => (
              <input
                id={id}
                className={fieldClass}
                required
                autoComplete="name"
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
              />
            )}
          </Field>
          <Field label="Email Address" required>
            {(id) => (
              <input
                id={id}
                type="email"
                className={fieldClass}
                required
                autoComplete="email"
                value={values.email}
                onChange={(e) => set('email', e.target.value)}
              />
            )}
          </Field>
          <Field label="WhatsApp Number" required>
            {(id) => (
              <input
                id={id}
                type="tel"
                className={fieldClass}
                required
                autoComplete="tel"
                placeholder="+27 XX XXX XXXX"
                value={values.whatsapp}
                onChange={(e) => set('whatsapp', e.target.value)}
              />
            )}
          </Field>
          <Field label="Select Package" required>
            {(id) => (
              <select
                id={id}
                className={fieldClass}
                required
                value={values.package}
                onChange={(e) => set('package', e.target.value)}
              >
                <option value="">Choose a package</option>
                {list.map((pkg) => (
                  <option key={pkg.id} value={pkg.name}>
                    {pkg.name} - {pkg.priceCents === 0 ? 'Free' : formatRandShort(pkg.priceCents)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Duration">
            {(id) => (
              <select
                id={id}
                className={fieldClass}
                value={values.duration}
                onChange={(e) => set('duration', e.target.value)}
              >
                <option value="">Choose a duration</option>
                {durations.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Device">
            {(id) => (
              <select
                id={id}
                className={fieldClass}
                value={values.device}
                onChange={(e) => set('device', e.target.value)}
              >
                <option value="">Choose your device</option>
                {deviceOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Internet Platform" required>
            {(id) => (
              <select
                id={id}
                className={fieldClass}
                required
                value={values.internetPlatform}
                onChange={(e) => set('internetPlatform', e.target.value)}
              >
                <option value="">How do you connect?</option>
                {internetPlatformOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {values.internetPlatform === 'other' && (
            <Field label="Specify Your Platform" required>
              {(id) => (
                <input
                  id={id}
                  className={fieldClass}
                  required
                  value={values.otherPlatform}
                  onChange={(e) => set('otherPlatform', e.target.value)}
                />
              )}
            </Field>
          )}
        </div>
        <Field label="Internet Speed">
          {(id) => (
            <textarea
              id={id}
              rows={3}
              className={`${fieldClass} h-auto py-2`}
              placeholder="e.g. 50 Mbps fibre, or run the stream test above"
              value={values.internetSpeed}
              onChange={(e) => set('internetSpeed', e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className={`${buttonVariants({ size: 'lg' })} w-full`}>
          <Rocket aria-hidden />
          Start Streaming Now
        </button>
      </form>
      <Link
        to={paths.technicalSupport.getHref()}
        className={`${buttonVariants({ variant: 'outline' })} self-center`}
      >
        <Wrench aria-hidden />
        Technical Support
      </Link>
    </div>
  );
}

function Field({
  label,
  required = false,
  children,
}: {
  label: string;
  required?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && (
          <span aria-hidden className="text-red-400">
            {' '}
            *
          </span>
        )}
      </label>
      {children(id)}
    </div>
  );
}
