/**
 * SVG is XML that a browser may run: scripts, event handlers, javascript: links, embedded HTML.
 * We refuse such files rather than try to clean them (ADR 0013): a regex "sanitiser" that strips
 * is one missed encoding away from stored XSS, while refusing tells the admin what to fix.
 * Served SVGs also carry a CSP that forbids scripts (defence in depth).
 */

/** Why an SVG is refused, or null when it is safe to serve. */
export function svgProblem(data: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return 'the SVG is not valid UTF-8 text';
  }
  // Character references could hide 'javascript:' or a handler name: decode them before checking.
  const decoded = text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => fromCodePoint(Number.parseInt(dec, 10)))
    .replace(/&(colon|tab|newline);/gi, (_, name: string) =>
      name.toLowerCase() === 'colon' ? ':' : ' ',
    );
  // Browsers ignore tabs, newlines and control characters inside a URL scheme ('java\tscript:').
  const squeezed = Array.from(decoded)
    .filter((ch) => ch.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();

  if (/<!entity/i.test(decoded)) return 'the SVG declares XML entities';
  if (/<(?:[\w-]+:)?script[\s>/]/i.test(decoded)) return 'the SVG contains a <script> element';
  if (/<(?:[\w-]+:)?foreignobject[\s>/]/i.test(decoded)) {
    return 'the SVG contains a <foreignObject> element';
  }
  if (/<(?:[\w-]+:)?(?:iframe|embed|object|handler|listener)[\s>/]/i.test(decoded)) {
    return 'the SVG contains embedded content';
  }
  if (/[\s"'/](?:[\w-]+:)?on[a-z]+\s*=/i.test(decoded)) {
    return 'the SVG contains an event handler attribute (on...)';
  }
  if (/(?:javascript|vbscript|livescript):/.test(squeezed) || squeezed.includes('data:text/html')) {
    return 'the SVG contains a javascript: URL';
  }
  return null;
}

function fromCodePoint(code: number): string {
  return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}
