import { asc, desc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  bannerCreateSchema,
  bannerUpdateSchema,
  packageCreateSchema,
  packageUpdateSchema,
  specialCreateSchema,
  specialUpdateSchema,
} from '@shared/contracts/admin-content';
import type { Db } from '../../db/client';
import { banners, packages, pricingSpecials } from '../../db/schema/index';
import { AdminConflictError, auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import { defined, found, reorder, serialise } from './content-rows';

/** Packages, pricing specials and banners: what the pricing section shows (issue 8, part 1). */

// ---------------------------------------------------------------------------------------------
// Packages

export async function listPackagesAdmin(db: Db) {
  const rows = await db
    .select()
    .from(packages)
    .orderBy(asc(packages.sortOrder), asc(packages.createdAt));
  return { items: rows.map(serialise) };
}

export async function createPackage(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof packageCreateSchema>,
) {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ n: max(packages.sortOrder) }).from(packages);
    const [row] = await tx
      .insert(packages)
      .values({ ...input, sortOrder: (last?.n ?? -1) + 1 })
      .returning();
    await auditAdmin(
      tx,
      actor,
      'content.package.create',
      { table: 'packages', id: row!.id },
      {
        name: input.name,
        priceCents: input.priceCents,
      },
    );
    return { package: serialise(row!) };
  });
}

export async function updatePackage(
  db: Db,
  actor: AdminActor,
  id: string,
  patch: z.output<typeof packageUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
    found(before, 'Package');
    const changes = defined(patch);
    const [row] = await tx.update(packages).set(changes).where(eq(packages.id, id)).returning();
    await auditAdmin(
      tx,
      actor,
      'content.package.update',
      { table: 'packages', id },
      {
        changes,
        ...(changes.priceCents !== undefined ? { previousPriceCents: before!.priceCents } : {}),
      },
    );
    return { package: serialise(row!) };
  });
}

export async function deletePackage(db: Db, actor: AdminActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(packages).where(eq(packages.id, id)).returning();
    found(row, 'Package');
    await auditAdmin(
      tx,
      actor,
      'content.package.delete',
      { table: 'packages', id },
      {
        name: row!.name,
      },
    );
  });
  return { success: true as const };
}

export async function reorderPackages(db: Db, actor: AdminActor, ids: readonly string[]) {
  await reorder(db, ids, {
    currentIds: async (tx) =>
      (
        await tx
          .select({ id: packages.id })
          .from(packages)
          .orderBy(asc(packages.sortOrder), asc(packages.createdAt))
      ).map((r) => r.id),
    setOrder: async (tx, id, sortOrder) => {
      await tx.update(packages).set({ sortOrder }).where(eq(packages.id, id));
    },
    after: (tx, order) =>
      auditAdmin(
        tx,
        actor,
        'content.package.reorder',
        { table: 'packages', id: order[0]! },
        {
          order,
        },
      ),
  });
  return listPackagesAdmin(db);
}

// ---------------------------------------------------------------------------------------------
// Pricing specials

function toAdminSpecial(row: typeof pricingSpecials.$inferSelect) {
  return serialise(row);
}

export async function listSpecialsAdmin(db: Db) {
  const rows = await db
    .select()
    .from(pricingSpecials)
    .orderBy(desc(pricingSpecials.isActive), desc(pricingSpecials.startsAt));
  return { items: rows.map(toAdminSpecial) };
}

export async function createSpecial(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof specialCreateSchema>,
) {
  return db.transaction(async (tx) => {
    const { startsAt, endsAt, ...rest } = input;
    const [row] = await tx
      .insert(pricingSpecials)
      .values({
        ...rest,
        ...(startsAt ? { startsAt: new Date(startsAt) } : {}),
        endsAt: endsAt ? new Date(endsAt) : null,
      })
      .returning();
    await auditAdmin(
      tx,
      actor,
      'content.special.create',
      {
        table: 'pricing_specials',
        id: row!.id,
      },
      { packageName: input.packageName, specialPriceCents: input.specialPriceCents },
    );
    return { special: toAdminSpecial(row!) };
  });
}

export async function updateSpecial(
  db: Db,
  actor: AdminActor,
  id: string,
  patch: z.output<typeof specialUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(pricingSpecials)
      .where(eq(pricingSpecials.id, id))
      .for('update');
    found(before, 'Special');
    const { startsAt, endsAt, ...rest } = patch;
    const changes = {
      ...defined(rest),
      ...(startsAt !== undefined ? { startsAt: new Date(startsAt) } : {}),
      ...(endsAt !== undefined ? { endsAt: endsAt ? new Date(endsAt) : null } : {}),
    };
    const start = changes.startsAt ?? before!.startsAt;
    const end = changes.endsAt === undefined ? before!.endsAt : changes.endsAt;
    if (end && end <= start) {
      throw new AdminConflictError('must be after startsAt', 'endsAt', 400);
    }
    const [row] = await tx
      .update(pricingSpecials)
      .set(changes)
      .where(eq(pricingSpecials.id, id))
      .returning();
    await auditAdmin(
      tx,
      actor,
      'content.special.update',
      { table: 'pricing_specials', id },
      {
        changes: patch,
      },
    );
    return { special: toAdminSpecial(row!) };
  });
}

export async function deleteSpecial(db: Db, actor: AdminActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(pricingSpecials).where(eq(pricingSpecials.id, id)).returning();
    found(row, 'Special');
    await auditAdmin(
      tx,
      actor,
      'content.special.delete',
      { table: 'pricing_specials', id },
      {
        packageName: row!.packageName,
      },
    );
  });
  return { success: true as const };
}

// ---------------------------------------------------------------------------------------------
// Banners

export async function listBannersAdmin(db: Db) {
  const rows = await db
    .select()
    .from(banners)
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt));
  return { items: rows.map(serialise) };
}

export async function createBanner(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof bannerCreateSchema>,
) {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ n: max(banners.sortOrder) }).from(banners);
    const [row] = await tx
      .insert(banners)
      .values({ ...input, sortOrder: (last?.n ?? -1) + 1 })
      .returning();
    await auditAdmin(
      tx,
      actor,
      'content.banner.create',
      { table: 'banners', id: row!.id },
      {
        title: input.title,
      },
    );
    return { banner: serialise(row!) };
  });
}

export async function updateBanner(
  db: Db,
  actor: AdminActor,
  id: string,
  patch: z.output<typeof bannerUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const changes = defined(patch);
    const [row] = await tx.update(banners).set(changes).where(eq(banners.id, id)).returning();
    found(row, 'Banner');
    await auditAdmin(tx, actor, 'content.banner.update', { table: 'banners', id }, { changes });
    return { banner: serialise(row!) };
  });
}

export async function deleteBanner(db: Db, actor: AdminActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    found(row, 'Banner');
    await auditAdmin(
      tx,
      actor,
      'content.banner.delete',
      { table: 'banners', id },
      {
        title: row!.title,
      },
    );
  });
  return { success: true as const };
}

export async function reorderBanners(db: Db, actor: AdminActor, ids: readonly string[]) {
  await reorder(db, ids, {
    currentIds: async (tx) =>
      (
        await tx
          .select({ id: banners.id })
          .from(banners)
          .orderBy(asc(banners.sortOrder), asc(banners.createdAt))
      ).map((r) => r.id),
    setOrder: async (tx, id, sortOrder) => {
      await tx.update(banners).set({ sortOrder }).where(eq(banners.id, id));
    },
    after: (tx, order) =>
      auditAdmin(
        tx,
        actor,
        'content.banner.reorder',
        { table: 'banners', id: order[0]! },
        {
          order,
        },
      ),
  });
  return listBannersAdmin(db);
}
