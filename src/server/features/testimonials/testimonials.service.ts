import { and, asc, desc, eq } from 'drizzle-orm';
import type { Testimonial } from '@shared/contracts/public-site';
import type { Db } from '../../db/client';
import { testimonialsManaged } from '../../db/schema/index';

/** Published and approved; featured first, then sort order, then newest (SPEC.md section 7). */
export async function listPublishedTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db
    .select({
      id: testimonialsManaged.id,
      clientName: testimonialsManaged.clientName,
      location: testimonialsManaged.location,
      content: testimonialsManaged.content,
      rating: testimonialsManaged.rating,
      isFeatured: testimonialsManaged.isFeatured,
      createdAt: testimonialsManaged.createdAt,
    })
    .from(testimonialsManaged)
    .where(and(eq(testimonialsManaged.isPublished, true), eq(testimonialsManaged.isApproved, true)))
    .orderBy(
      desc(testimonialsManaged.isFeatured),
      asc(testimonialsManaged.sortOrder),
      desc(testimonialsManaged.createdAt),
    );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
