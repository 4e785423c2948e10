import { randomInt } from 'node:crypto';
import { and, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { ApiError } from '@shared/contracts/errors';
import {
  freeTrialDuration,
  orderingErrorCodes,
  type InterestResponse,
  type OrderResponse,
  type interestRequestSchema,
  type orderRequestSchema,
} from '@shared/contracts/ordering';
import {
  freeTrialRepeatWindowDays,
  isTrialBlockedToday,
  trialAlreadyUsedMessage,
  trialUnavailableMessage,
} from '@shared/rules/free-trial';
import { formatRand } from '@shared/rules/money';
import { normaliseWhatsappNumber } from '@shared/rules/phone';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { leads, packages, type Package } from '../../db/schema/index';
import { enqueueMessages, renderTemplate, type MessageDraft } from '../outbox/outbox.service';
import { readOrderingSettings, type OrderingSettings } from './ordering-settings';

export type OrderInput = z.output<typeof orderRequestSchema>;
export type InterestInput = z.output<typeof interestRequestSchema>;

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  now?: Date;
}

export type Outcome<T> = { statusCode: 201; body: T } | { statusCode: 409; body: ApiError };

export class UnknownPackageError extends Error {}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An active package by id, or by name as shown on the cards ('Month to Month' or 'Month to Month - R200'). */
export async function findOrderablePackage(db: Db, idOrName: string): Promise<Package> {
  const name = idOrName.replace(/\s+-\s+R[\d\s.,]+$/, '').trim();
  const [found] = await db
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.isActive, true),
        uuidPattern.test(idOrName) ? eq(packages.id, idOrName) : ilike(packages.name, name),
      ),
    )
    .limit(1);
  if (!found) throw new UnknownPackageError();
  return found;
}

/** EFT reference clients quote when paying: unambiguous characters only (no 0/O, 1/I/L). */
function newPaymentReference(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < 7; i++) code += alphabet[randomInt(alphabet.length)];
  return `REF-${code}`;
}

async function isRepeatTrial(db: Db, email: string, whatsapp: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - freeTrialRepeatWindowDays * 24 * 60 * 60 * 1000);
  const [earlier] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.kind, 'free_trial'),
        eq(leads.isRepeatTrial, false),
        gt(leads.createdAt, since),
        or(eq(leads.whatsapp, whatsapp), sql`lower(${leads.email}) = ${email}`),
      ),
    )
    .limit(1);
  return earlier !== undefined;
}

type NewLead = Omit<typeof leads.$inferInsert, 'paymentReference'>;

/** Inserts the lead with a fresh unique payment reference (a clash, vanishingly rare, draws again). */
async function insertLead(
  db: Db,
  lead: NewLead,
): Promise<{ id: string; paymentReference: string }> {
  for (;;) {
    const paymentReference = newPaymentReference();
    const [row] = await db
      .insert(leads)
      .values({ ...lead, paymentReference })
      .onConflictDoNothing({ target: leads.paymentReference })
      .returning({ id: leads.id });
    if (row) return { id: row.id, paymentReference };
  }
}

function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

interface MessageFacts {
  kind: 'order' | 'interest' | 'free_trial';
  leadId: string;
  fullName: string;
  firstName: string;
  email: string;
  whatsapp: string;
  channel: 'email' | 'whatsapp';
  pkg: Package;
  duration: string;
  paymentReference: string;
  device?: string | undefined;
  internetPlatform?: string | undefined;
  internetSpeed?: string | undefined;
  notifyClient: boolean;
}

/** The business hears of every lead; the client gets a confirmation by their chosen channel. */
async function queueLeadMessages(
  db: Db,
  settings: OrderingSettings,
  facts: MessageFacts,
): Promise<void> {
  const related = { table: 'leads', id: facts.leadId };
  const values = {
    order_type: {
      order: 'order',
      interest: 'expression of interest',
      free_trial: 'free-trial request',
    }[facts.kind],
    full_name: facts.fullName,
    first_name: facts.firstName,
    email: facts.email,
    whatsapp: facts.whatsapp,
    package_name: facts.pkg.name,
    package_price: formatRand(facts.pkg.priceCents),
    duration: facts.duration,
    device: facts.device ?? 'not given',
    internet_platform: facts.internetPlatform ?? 'not given',
    internet_speed: facts.internetSpeed ?? 'speed not given',
    payment_reference: facts.paymentReference,
    bank_details: settings.bankDetails,
    card_payment_link: settings.cardPaymentLink,
    support_hours: settings.supportHours,
    next_step:
      facts.kind === 'free_trial'
        ? 'to set up your 24-hour free trial'
        : 'with payment details to get you streaming',
  };
  const drafts: MessageDraft[] = [];
  if (settings.businessEmail) {
    const business = await renderTemplate(db, 'new_order_business_email', values);
    if (business)
      drafts.push({
        ...business,
        recipient: settings.businessEmail,
        templateKey: 'new_order_business_email',
        related,
      });
  }
  if (facts.notifyClient) {
    const purpose = facts.kind === 'order' ? 'order_confirmation' : 'interest_received';
    const key = `${purpose}_${facts.channel}`;
    const message = await renderTemplate(db, key, values);
    if (message) {
      drafts.push({
        ...message,
        recipient: facts.channel === 'email' ? facts.email : facts.whatsapp,
        templateKey: key,
        related,
      });
    }
  }
  await enqueueMessages(db, drafts);
}

function trialRefusal(code: string, message: string): { statusCode: 409; body: ApiError } {
  return { statusCode: 409, body: { error: { code, message } } };
}

/**
 * An order from the 'Get Instant Access' form: the lead with a payment reference, and its messages,
 * in the caller's transaction. A free-trial order follows the trial rules.
 */
export async function placeOrder(
  db: Db,
  input: OrderInput,
  meta: RequestMeta,
): Promise<Outcome<OrderResponse>> {
  const now = meta.now ?? new Date();
  const pkg = await findOrderablePackage(db, input.package);
  const settings = await readOrderingSettings(db);
  const isTrial = pkg.isFreeTrial || input.duration === freeTrialDuration;
  const email = input.email.toLowerCase();
  const whatsapp = normaliseWhatsappNumber(input.whatsapp);
  if (isTrial && isTrialBlockedToday(now, settings.freeTrialBlockedDates)) {
    return trialRefusal(orderingErrorCodes.trialUnavailableToday, trialUnavailableMessage);
  }
  const repeat = isTrial && (await isRepeatTrial(db, email, whatsapp, now));
  const kind = isTrial ? 'free_trial' : 'order';
  const duration = input.duration || pkg.duration;
  const lead = await insertLead(db, {
    kind,
    fullName: input.name,
    firstName: firstNameOf(input.name),
    email,
    whatsapp,
    communicationMethod: input.communicationMethod,
    packageId: pkg.id,
    packageName: pkg.name,
    packagePriceCents: pkg.priceCents,
    duration,
    device: input.device ?? null,
    internetPlatform: input.internetPlatform,
    otherPlatform: input.internetPlatform === 'other' ? (input.otherPlatform ?? null) : null,
    internetSpeed: input.internetSpeed || null,
    isRepeatTrial: repeat,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  await queueLeadMessages(db, settings, {
    kind,
    leadId: lead.id,
    fullName: input.name,
    firstName: firstNameOf(input.name),
    email,
    whatsapp,
    channel: input.communicationMethod,
    pkg,
    duration,
    paymentReference: lead.paymentReference,
    device: input.device,
    internetPlatform:
      input.internetPlatform === 'other' ? input.otherPlatform : input.internetPlatform,
    internetSpeed: input.internetSpeed,
    notifyClient: !repeat,
  });
  if (repeat) return trialRefusal(orderingErrorCodes.trialAlreadyUsed, trialAlreadyUsedMessage);
  return {
    statusCode: 201,
    body: {
      success: true,
      leadId: lead.id,
      kind,
      paymentReference: lead.paymentReference,
      packageName: pkg.name,
      packagePriceCents: pkg.priceCents,
    },
  };
}

/** 'Express Your Interest': a lead, a note to the business and an acknowledgement to the visitor. */
export async function expressInterest(
  db: Db,
  input: InterestInput,
  meta: RequestMeta,
): Promise<Outcome<InterestResponse>> {
  const now = meta.now ?? new Date();
  const pkg = await findOrderablePackage(db, input.packageName);
  const settings = await readOrderingSettings(db);
  const isTrial = pkg.isFreeTrial || input.duration === freeTrialDuration;
  const email = input.email.toLowerCase();
  const whatsapp = normaliseWhatsappNumber(input.whatsapp);
  if (isTrial && isTrialBlockedToday(now, settings.freeTrialBlockedDates)) {
    return trialRefusal(orderingErrorCodes.trialUnavailableToday, trialUnavailableMessage);
  }
  const repeat = isTrial && (await isRepeatTrial(db, email, whatsapp, now));
  const kind = isTrial ? 'free_trial' : 'interest';
  const fullName = `${input.firstName} ${input.lastName}`;
  const duration = input.duration || pkg.duration;
  const lead = await insertLead(db, {
    kind,
    firstName: input.firstName,
    lastName: input.lastName,
    fullName,
    email,
    whatsapp,
    communicationMethod: input.communicationMethod,
    packageId: pkg.id,
    packageName: pkg.name,
    packagePriceCents: pkg.priceCents,
    duration,
    isRepeatTrial: repeat,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  await queueLeadMessages(db, settings, {
    kind,
    leadId: lead.id,
    fullName,
    firstName: input.firstName,
    email,
    whatsapp,
    channel: input.communicationMethod,
    pkg,
    duration,
    paymentReference: lead.paymentReference,
    notifyClient: !repeat,
  });
  if (repeat) return trialRefusal(orderingErrorCodes.trialAlreadyUsed, trialAlreadyUsedMessage);
  return { statusCode: 201, body: { success: true, leadId: lead.id, kind } };
}
