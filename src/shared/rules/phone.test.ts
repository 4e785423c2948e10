import { describe, expect, it } from 'vitest';
import { isValidPhone, normaliseWhatsappNumber, whatsappChatLink } from './phone';

describe('normaliseWhatsappNumber (SPEC.md section 5)', () => {
  it.each([
    ['+27 82 123 4567', '27821234567'],
    ['082 123 4567', '27821234567'],
    ['(082) 123-4567', '27821234567'],
    ['821234567', '27821234567'],
    ['27821234567', '27821234567'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseWhatsappNumber(input)).toBe(expected);
  });
});

describe('isValidPhone', () => {
  it('needs at least 9 digits', () => {
    expect(isValidPhone('82 123 4567')).toBe(true);
    expect(isValidPhone('8212345')).toBe(false);
    expect(isValidPhone('+27-82-12')).toBe(false);
  });
});

describe('whatsappChatLink', () => {
  it('links to the normalised number with the message encoded', () => {
    expect(whatsappChatLink('082 123 4567', 'Hi & welcome')).toBe(
      'https://wa.me/27821234567?text=Hi%20%26%20welcome',
    );
  });
});
