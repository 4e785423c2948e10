import type { CommunicationMethod } from '@shared/contracts/ordering';
import { InputField } from './form-field';

/**
 * The visitor's email and WhatsApp number, as the order form and the interest dialog ask for them
 * (SPEC.md section 5); the messages under them come from the shared request schemas.
 */
export function ContactFields({
  email,
  whatsapp,
  errors,
  onChange,
  whatsappPlaceholder,
}: {
  email: string;
  whatsapp: string;
  errors: Record<string, string>;
  onChange: (field: 'email' | 'whatsapp', value: string) => void;
  /** The spec gives each form its own: '+27 XX XXX XXXX' or '+27XXXXXXXXX'. */
  whatsappPlaceholder: string;
}) {
  return (
    <>
      <InputField
        label="Email Address"
        required
        type="email"
        autoComplete="email"
        error={errors.email}
        value={email}
        onChange={(value) => onChange('email', value)}
      />
      <InputField
        label="WhatsApp Number"
        required
        type="tel"
        autoComplete="tel"
        placeholder={whatsappPlaceholder}
        error={errors.whatsapp}
        value={whatsapp}
        onChange={(value) => onChange('whatsapp', value)}
      />
    </>
  );
}

const methods = [
  ['whatsapp', 'WhatsApp'],
  ['email', 'Email'],
] as const;

/** How the visitor wants to hear from the business: WhatsApp or email. */
export function ContactMethodField({
  legend,
  name,
  value,
  onChange,
}: {
  legend: string;
  /** The radio group's name, unique on the page. */
  name: string;
  value: CommunicationMethod;
  onChange: (value: CommunicationMethod) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {methods.map(([method, label]) => (
          <label
            key={method}
            className="flex h-12 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 text-sm has-checked:border-primary has-checked:bg-primary/10"
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="size-4 accent-sky-400"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
