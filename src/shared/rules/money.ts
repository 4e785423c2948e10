/**
 * The one money formatter. Money is integer cents everywhere; the UI shows rand in the South African
 * style with a space as thousands separator: 'R 1 234.00' (DESIGN.md section 7).
 */

function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** 123400 -> 'R 1 234.00'; negative amounts as '-R 12.00'. */
export function formatRand(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}R ${groupThousands(whole)}.${rest}`;
}

/**
 * A short price for headlines and labels: whole rand without decimals when there are no cents
 * ('R200', 'R1 499'), else with them ('R199.50'). Used by 'Save R{difference}'.
 */
export function formatRandShort(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}R${groupThousands(whole)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
