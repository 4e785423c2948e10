/**
 * The type of an uploaded file, read from its first bytes rather than trusted from its name or
 * the browser's Content-Type: a script renamed to .png is not a PNG.
 */
export type SniffedType =
  'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

export function sniffFileType(head: Uint8Array): SniffedType | null {
  const starts = (bytes: number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'; // RIFF....WEBP
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head.subarray(0, 1024))
    .trimStart()
    .replace(/^\uFEFF/, '');
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text))
    return 'image/svg+xml';
  return null;
}

export const extensionFor: Record<SniffedType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};
