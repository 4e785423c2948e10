import { describe, expect, it } from 'vitest';
import { parseAdminArgs } from './admin-args';

describe('parseAdminArgs', () => {
  it('reads create with defaults', () => {
    expect(parseAdminArgs(['create', 'Boss@Example.com'])).toEqual({
      ok: true,
      value: {
        command: 'create',
        email: 'Boss@Example.com',
        password: null,
        role: 'owner',
        name: null,
      },
    });
  });

  it('reads create options in both spellings', () => {
    expect(
      parseAdminArgs([
        'create',
        'a@b.co.za',
        '--password',
        'secret123',
        '--role=staff',
        '--name',
        'Zanele',
      ]),
    ).toEqual({
      ok: true,
      value: {
        command: 'create',
        email: 'a@b.co.za',
        password: 'secret123',
        role: 'staff',
        name: 'Zanele',
      },
    });
  });

  it('reads reset-password with and without a password', () => {
    expect(parseAdminArgs(['reset-password', 'a@b.co.za'])).toEqual({
      ok: true,
      value: { command: 'reset-password', email: 'a@b.co.za', password: null },
    });
    expect(parseAdminArgs(['reset-password', '--password=newpass99', 'a@b.co.za'])).toEqual({
      ok: true,
      value: { command: 'reset-password', email: 'a@b.co.za', password: 'newpass99' },
    });
  });

  it('answers help', () => {
    expect(parseAdminArgs(['--help'])).toEqual({ ok: true, value: { command: 'help' } });
  });

  it.each([
    [[], 'missing command'],
    [['delete', 'a@b.co.za'], 'unknown command "delete"'],
    [['create'], 'missing EMAIL for create'],
    [['reset-password', '  '], 'missing EMAIL for reset-password'],
    [['create', 'a@b.co.za', '--password'], '--password needs a value'],
    [['create', 'a@b.co.za', '--force'], 'unknown option --force'],
    [['create', 'a@b.co.za', '--role', 'god'], '--role must be owner or staff'],
    [['create', 'a@b.co.za', 'extra'], 'unexpected argument "extra"'],
    [['reset-password', 'a@b.co.za', '--role', 'staff'], 'reset-password only takes --password'],
  ])('rejects %j', (argv, message) => {
    const parsed = parseAdminArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });
});
