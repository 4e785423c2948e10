import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import {
  freeTrialDuration,
  interestRequestSchema,
  type CommunicationMethod,
  type InterestRequest,
} from '@shared/contracts/ordering';
import { formatRandShort } from '@shared/rules/money';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { isApiRequestError } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { toast } from '@/lib/toast';
import { useExpressInterest } from '../api/express-interest';
import { isTrialRefusal } from '../submission-errors';
import { ContactFields, ContactMethodField } from './contact-fields';
import { fieldErrors, InputField, withoutKey } from './form-field';

/** The plan a card's button chose, as the dialog shows and sends it. */
export interface InterestChoice {
  packageName: string;
  /** What the card shows (the special price when there is one). */
  priceCents: number;
  /** As shown: '3 Months', '24 Hours'. */
  durationLabel: string;
  isFreeTrial: boolean;
}

export interface InterestDialogProps {
  choice: InterestChoice;
  onClose: () => void;
}

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  whatsapp: string;
  communicationMethod: CommunicationMethod;
}

const emptyValues: Values = {
  firstName: '',
  lastName: '',
  email: '',
  whatsapp: '',
  communicationMethod: 'whatsapp',
};

const required = ['firstName', 'lastName', 'email', 'whatsapp'] as const;

/** The thank-you after an expression of interest (SPEC.md section 8). */
export function interestThanks(choice: InterestChoice, method: CommunicationMethod): string {
  const by = method === 'email' ? 'email' : 'WhatsApp';
  return choice.isFreeTrial
    ? `Thank you for your interest in our 24-hour free trial! We will contact you by ${by} shortly to set it up.`
    : `Thank you for your interest in ${choice.packageName}! We will contact you by ${by} shortly with payment details.`;
}

/**
 * 'Express Your Interest' (SPEC.md sections 2, 4, 5 and 8), opened by a plan card's button with the
 * plan filled in. Open, submitting, then closed with the form reset on success; closing resets too.
 */
export default function InterestDialog({ choice, onClose }: InterestDialogProps) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const interest = useExpressInterest();
  const keys = useIdempotencyKeys();
  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutKey(current, field));
  };

  const close = () => {
    setValues(emptyValues);
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (interest.isPending) return;
    const request: InterestRequest = {
      ...values,
      packageName: choice.packageName,
      packagePrice: choice.priceCents / 100,
      duration: choice.isFreeTrial ? freeTrialDuration : choice.durationLabel,
    };
    const parsed = interestRequestSchema.safeParse(request);
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    setErrors(found);
    if (required.some((field) => values[field].trim() === '')) {
      toast.error('Missing Information', 'Please fill in all required fields.');
      return;
    }
    if (!parsed.success) return;

    const body = parsed.data;
    try {
      await interest.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
    } catch (error) {
      if (isTrialRefusal(error)) {
        toast.error('Free Trial Not Available', error.message, { duration: 10_000 });
      } else if (isApiRequestError(error)) {
        if (error.fields) setErrors(error.fields);
        toast.error(
          'Submission Failed',
          'There was an error processing your request. Please try again.',
        );
      } else {
        console.error('Interest submission failed', error);
        toast.error('Error', 'An unexpected error occurred. Please try again.');
      }
      return;
    }
    keys.settled();
    toast.success(
      'Interest Submitted Successfully!',
      interestThanks(choice, body.communicationMethod),
    );
    close();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Express Your Interest</DialogTitle>
          <DialogDescription>
            Leave your details and we will contact you about your package.
          </DialogDescription>
        </DialogHeader>
        <dl
          aria-label="Your package"
          className="grid grid-cols-3 gap-2 rounded-lg border border-brand-400/40 bg-brand-400/10 p-3 text-sm"
        >
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">Package</dt>
            <dd className="font-semibold break-words">{choice.packageName}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Price</dt>
            <dd className="font-semibold">
              {choice.priceCents === 0 ? 'Free' : formatRandShort(choice.priceCents)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Duration</dt>
            <dd className="font-semibold">{choice.durationLabel}</dd>
          </div>
        </dl>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Express Your Interest"
          className="flex min-w-0 flex-col gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="First Name"
              required
              autoComplete="given-name"
              error={errors.firstName}
              value={values.firstName}
              onChange={(value) => set('firstName', value)}
            />
            <InputField
              label="Last Name"
              required
              autoComplete="family-name"
              error={errors.lastName}
              value={values.lastName}
              onChange={(value) => set('lastName', value)}
            />
          </div>
          <ContactFields
            email={values.email}
            whatsapp={values.whatsapp}
            errors={errors}
            onChange={set}
            whatsappPlaceholder="+27XXXXXXXXX"
          />
          <ContactMethodField
            legend="How should we contact you?"
            name="interest-communication-method"
            value={values.communicationMethod}
            onChange={(value) => set('communicationMethod', value)}
          />
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={interest.isPending}>
              <Send aria-hidden />
              {interest.isPending ? 'Submitting...' : 'Submit Interest'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
