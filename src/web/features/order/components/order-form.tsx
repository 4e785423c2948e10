import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MessageCircle, Rocket, Wrench } from 'lucide-react';
import {
  freeTrialDuration,
  orderRequestSchema,
  type CommunicationMethod,
  type OrderRequest,
} from '@shared/contracts/ordering';
import type { PublicPackage } from '@shared/contracts/packages';
import {
  durationValue,
  fallbackPackages,
  isFreePackage,
  withFreeTrial,
} from '@shared/rules/pricing';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { trialBlockedReason } from '@/lib/free-trial';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { lastPageEvent, onPageEvent } from '@/lib/page-events';
import { toast } from '@/lib/toast';
import { usePlaceOrder } from '../api/place-order';
import { deviceLabel, internetPlatformLabel } from '../order-options';
import { failureMessage, isTrialRefusal } from '../submission-errors';
import {
  invalidWhatsappLinkAlert,
  openChatTab,
  orderWhatsappLink,
  type OrderSummary,
} from '../order-whatsapp';
import { ContactFields, ContactMethodField } from './contact-fields';
import { PlanFields, SetupFields } from './order-choice-fields';
import { fieldClass, fieldErrors, FormField, InputField, withoutKey } from './form-field';

export interface OrderFormValues {
  name: string;
  email: string;
  whatsapp: string;
  /** The chosen package's name (the cards' events carry names); sent as its id. */
  package: string;
  duration: string;
  device: string;
  internetPlatform: string;
  otherPlatform: string;
  internetSpeed: string;
  communicationMethod: CommunicationMethod;
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
  communicationMethod: 'whatsapp',
};

export interface OrderFormProps {
  /** The packages table (DESIGN.md 9.1: one price source); undefined while loading. */
  packages: PublicPackage[] | undefined;
  /** The business WhatsApp number from branding: the chat opened after an order. */
  businessWhatsapp: string;
  /** Today is a sport event day: no free trials (site settings `freeTrialBlockedDates`). */
  trialBlocked?: boolean;
}

export const orderSuccessTitle = 'Order Submitted Successfully!';
export const orderSuccessText =
  'Your order has been saved and will appear in the admin panel. WhatsApp is opening for immediate assistance.';
export const orderFailureText =
  'There was an error submitting your order. Please try again or contact us directly.';

/** Packages made up in the browser (the fallbacks, the added trial) go by name; real ones by id. */
const browserOnlyIds = new Set([...fallbackPackages.map((p) => p.id), 'free-trial']);

/**
 * 'Get Instant Access' (SPEC.md sections 2 to 5). Buttons elsewhere preselect the package and
 * duration (`selectPackage`, `selectDuration`); the stream test fills the internet speed
 * (`streamTestResult`), also when they fired before this form's code had loaded. A placed order
 * opens WhatsApp to the business with its summary, in the tab opened by the submitting click; when
 * the browser refused that tab, the chat is offered as a button instead.
 */
export function OrderForm({ packages, businessWhatsapp, trialBlocked = false }: OrderFormProps) {
  const [values, setValues] = useState<OrderFormValues>(() => ({
    ...emptyValues,
    package: lastPageEvent('selectPackage')?.name ?? '',
    duration: lastPageEvent('selectDuration') ?? '',
    internetSpeed: lastPageEvent('streamTestResult') ?? '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The chat link, shown as a button when the browser refused to open the chat's tab. */
  const [chatLink, setChatLink] = useState<string | null>(null);
  const order = usePlaceOrder();
  const keys = useIdempotencyKeys();
  const set = (field: keyof OrderFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes once the visitor changes it; the next submission checks again.
    setErrors((current) => withoutKey(current, field));
  };

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
  const chosen = list.find((pkg) => pkg.name === values.package);
  const wantsTrial =
    values.duration === freeTrialDuration || (chosen !== undefined && isFreePackage(chosen));

  const choosePackage = (name: string) => {
    const pkg = list.find((p) => p.name === name);
    setErrors((current) => withoutKey(withoutKey(current, 'package'), 'duration'));
    setValues((current) => ({
      ...current,
      package: name,
      duration: pkg ? durationValue(pkg) : current.duration,
    }));
  };

  const request = (): OrderRequest => ({
    name: values.name,
    email: values.email,
    whatsapp: values.whatsapp,
    package: chosen && !browserOnlyIds.has(chosen.id) ? chosen.id : values.package,
    ...(values.duration ? { duration: values.duration } : {}),
    ...(values.device ? { device: values.device as OrderRequest['device'] } : {}),
    internetPlatform: values.internetPlatform as OrderRequest['internetPlatform'],
    ...(values.internetPlatform === 'other' && values.otherPlatform
      ? { otherPlatform: values.otherPlatform }
      : {}),
    ...(values.internetSpeed ? { internetSpeed: values.internetSpeed } : {}),
    communicationMethod: values.communicationMethod,
    formType: 'order',
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (order.isPending) return;
    const parsed = orderRequestSchema.safeParse(request());
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (trialBlocked && wantsTrial) found.duration ??= trialBlockedReason;
    setErrors(found);
    setRefusal(null);
    setChatLink(null);
    if (!parsed.success || Object.keys(found).length > 0) return;

    const body = parsed.data;
    const tab = openChatTab();
    let placed;
    try {
      placed = await order.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
    } catch (error) {
      tab?.close();
      if (isTrialRefusal(error)) {
        setRefusal(error.message);
        toast.error('Free Trial Not Available', error.message, { duration: 10_000 });
        return;
      }
      const failure = failureMessage(error, orderFailureText);
      setErrors(failure.fields);
      toast.error('Submission Error', failure.message);
      return;
    }
    keys.settled();
    const summary: OrderSummary = {
      name: body.name,
      packageName: placed.packageName,
      priceCents: placed.packagePriceCents,
      duration: durations.find(([value]) => value === body.duration)?.[1] ?? body.duration ?? '',
      device: body.device ? deviceLabel(body.device) : '',
      platform:
        body.internetPlatform === 'other'
          ? `Other: ${body.otherPlatform ?? ''}`
          : internetPlatformLabel(body.internetPlatform),
      speed: body.internetSpeed ?? '',
      paymentReference: placed.paymentReference,
    };
    setValues(emptyValues);
    toast.success(orderSuccessTitle, orderSuccessText);
    const link = orderWhatsappLink(businessWhatsapp, summary);
    if (!link) {
      tab?.close();
      console.error('Invalid WhatsApp URL generated', { businessWhatsapp, summary });
      window.alert(invalidWhatsappLinkAlert);
    } else if (tab) {
      tab.location.href = link;
    } else {
      setChatLink(link);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="order-heading"
        className="flex min-w-0 flex-col gap-5 rounded-2xl border border-border bg-card p-4 sm:p-8"
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
          <InputField
            label="Full Name"
            required
            autoComplete="name"
            error={errors.name}
            value={values.name}
            onChange={(value) => set('name', value)}
          />
          <ContactFields
            email={values.email}
            whatsapp={values.whatsapp}
            errors={errors}
            onChange={set}
            whatsappPlaceholder="+27 XX XXX XXXX"
          />
          <PlanFields
            list={list}
            durations={durations}
            trialBlocked={trialBlocked}
            values={values}
            errors={errors}
            onPackage={choosePackage}
            onDuration={(value) => set('duration', value)}
          />
          <SetupFields
            values={values}
            errors={errors}
            onChange={(field, value) => set(field, value)}
          />
          {values.internetPlatform === 'other' && (
            <InputField
              label="Specify Your Platform"
              required
              error={errors.otherPlatform}
              value={values.otherPlatform}
              onChange={(value) => set('otherPlatform', value)}
            />
          )}
        </div>
        <FormField label="Internet Speed" error={errors.internetSpeed}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              className={`${fieldClass} h-auto py-2`}
              placeholder="e.g. 50 Mbps fibre, or run the stream test above"
              value={values.internetSpeed}
              onChange={(e) => set('internetSpeed', e.target.value)}
            />
          )}
        </FormField>
        <ContactMethodField
          legend="Send my confirmation by"
          name="order-communication-method"
          value={values.communicationMethod}
          onChange={(value) => set('communicationMethod', value)}
        />
        {refusal && (
          <p
            role="alert"
            className="rounded-lg border border-orange-400/60 bg-orange-400/10 p-3 text-sm font-medium"
          >
            {refusal}
          </p>
        )}
        {chatLink && (
          <div
            role="status"
            className="flex flex-col items-center gap-3 rounded-lg border border-emerald-400/60 bg-emerald-400/10 p-4 text-center text-sm"
          >
            <p className="font-medium">Chat with us on WhatsApp for immediate assistance.</p>
            <a
              href={chatLink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline' })}
            >
              <MessageCircle aria-hidden />
              Open WhatsApp
            </a>
          </div>
        )}
        <button
          type="submit"
          disabled={order.isPending}
          className={`${buttonVariants({ size: 'lg' })} w-full`}
        >
          <Rocket aria-hidden />
          {order.isPending ? 'Getting You Started...' : 'Start Streaming Now'}
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
