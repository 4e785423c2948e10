import { describe, expect, it } from 'vitest';
import { adminListUrl, searchString } from './list-query';

describe('list query strings', () => {
  it('leaves out unset and blank values and trims the rest', () => {
    expect(searchString({ q: '  lerato ', status: undefined, page: 2, empty: '  ' })).toBe(
      '?q=lerato&page=2',
    );
    expect(searchString({})).toBe('');
  });

  it('drops a pasted NUL character, which the server would refuse', () => {
    expect(searchString({ q: 'fire\u0000stick' })).toBe('?q=firestick');
    expect(searchString({ q: '\u0000' })).toBe('');
    expect(adminListUrl('/api/admin/clients', { q: 'a\u0000' })).toBe(
      '/api/admin/clients?pageSize=100&q=a',
    );
  });
});
