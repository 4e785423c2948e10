import { describe, expect, it } from 'vitest';
import { packageUpdateSchema, testimonialUpdateSchema } from './admin-content';

describe('content update schemas', () => {
  it('leave out what the update does not name, instead of resetting it to the create default', () => {
    expect(testimonialUpdateSchema.parse({ isPublished: true })).toEqual({ isPublished: true });
    expect(packageUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });

  it('refuse an update that names nothing', () => {
    expect(packageUpdateSchema.safeParse({}).success).toBe(false);
    expect(packageUpdateSchema.safeParse({ notAField: 1 }).success).toBe(false);
  });

  it('still validate the fields they are given', () => {
    expect(packageUpdateSchema.safeParse({ priceCents: -5 }).success).toBe(false);
  });
});
