import { z } from 'zod';
import { text } from './fields';
import { safeUrlSchema } from './shared';

// Footer: /api/admin/content/footer   GET { footer }   PUT footerUpdateSchema -> { footer }

export const footerUpdateSchema = z.object({
  description: text('description', 2000),
  links: z
    .array(
      z
        .object({
          text: text('text', 80),
          id: z
            .string()
            .trim()
            .regex(/^[a-z0-9_-]{1,64}$/, 'id must be a section id')
            .optional(),
          url: safeUrlSchema('url').optional(),
        })
        .refine((l) => Boolean(l.id) !== Boolean(l.url), {
          message: 'a link needs either id (a section) or url',
        }),
    )
    .max(20),
  supportLinks: z.array(z.object({ text: text('text', 80), url: safeUrlSchema('url') })).max(20),
});
export type FooterUpdate = z.input<typeof footerUpdateSchema>;
export const adminFooterResponseSchema = z.object({
  footer: z.object({
    description: z.string(),
    links: z.array(
      z.object({ text: z.string(), id: z.string().optional(), url: z.string().optional() }),
    ),
    supportLinks: z.array(z.object({ text: z.string(), url: z.string() })),
  }),
});
