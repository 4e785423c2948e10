import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-type';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffFileType', () => {
  it('knows PDF, PNG, JPEG, WebP and SVG from their content', () => {
    expect(sniffFileType(text('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe(
      'image/png',
    );
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffFileType(text('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(
      sniffFileType(text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
    ).toBe('image/svg+xml');
  });

  it('refuses content that is not one of them, whatever it is called', () => {
    expect(sniffFileType(text('<script>alert(1)</script>'))).toBeNull();
    expect(sniffFileType(text('MZ\x90\x00 an executable'))).toBeNull();
    expect(sniffFileType(text('GIF89a'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});
