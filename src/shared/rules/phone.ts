/**
 * WhatsApp number normalisation for messaging (SPEC.md section 5): remove non-digits; a number
 * starting with 27 is kept; a leading 0 becomes 27; anything else is prefixed with 27.
 */
export function normaliseWhatsappNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return '';
  if (digits.startsWith('27')) return digits;
  if (digits.startsWith('0')) return `27${digits.slice(1)}`;
  return `27${digits}`;
}

/** SPEC.md section 5: a phone is valid with at least 9 digits after removing non-digits. */
export function isValidPhone(input: string): boolean {
  return input.replace(/\D/g, '').length >= 9;
}

/** A wa.me chat link to a number, with an optional prefilled message. */
export function whatsappChatLink(number: string, message?: string): string {
  const to = normaliseWhatsappNumber(number);
  return message
    ? `https://wa.me/${to}?text=${encodeURIComponent(message)}`
    : `https://wa.me/${to}`;
}
