import { formatRand } from '@shared/rules/money';
import { whatsappChatLink } from '@shared/rules/phone';

/** What the visitor ordered, as the WhatsApp message to the business summarises it. */
export interface OrderSummary {
  name: string;
  packageName: string;
  priceCents: number;
  duration: string;
  device: string;
  platform: string;
  speed: string;
  paymentReference: string;
}

export const invalidWhatsappLinkAlert =
  'Error: Invalid WhatsApp URL generated. Please check console for details.';

export function orderSummaryMessage(summary: OrderSummary): string {
  const price = summary.priceCents === 0 ? 'Free' : formatRand(summary.priceCents);
  return [
    'Hi! I have just placed an order on your website.',
    '',
    `Name: ${summary.name}`,
    `Package: ${summary.packageName}`,
    `Price: ${price}`,
    `Duration: ${summary.duration || 'Not specified'}`,
    `Device: ${summary.device || 'Not specified'}`,
    `Internet platform: ${summary.platform || 'Not specified'}`,
    `Internet speed: ${summary.speed || 'Not specified'}`,
    `Payment reference: ${summary.paymentReference}`,
  ].join('\n');
}

/** A chat link to a real number (country code and 9 to 13 more digits) carrying a message. */
const sane = /^https:\/\/wa\.me\/\d{11,15}\?text=\S+$/;

/**
 * The wa.me link to the business with the order summary prefilled (SPEC.md sections 5 and 7), or
 * null when the business number is missing or the link does not pass the sanity check.
 */
export function orderWhatsappLink(businessNumber: string, summary: OrderSummary): string | null {
  if (!businessNumber.trim()) return null;
  const link = whatsappChatLink(businessNumber, orderSummaryMessage(summary));
  return sane.test(link) ? link : null;
}

/**
 * A blank tab for the chat, opened in the click that submits the order: a tab opened later, when
 * the answer arrives, is no longer a result of the click and a phone's popup blocker may stop it.
 * Null when the browser refused it anyway. The tab gets no handle back to the site.
 */
export function openChatTab(): Window | null {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return tab;
}
