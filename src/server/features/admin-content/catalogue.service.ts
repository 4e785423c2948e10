import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  packageCreateSchema,
  packageUpdateSchema,
  specialCreateSchema,
  specialUpdateSchema,
} from '@shared/contracts/admin-content';
import type { Db } from '../../db/client';
import { banners, packages, pricingSpecials } from '../../db/schema/index';
import { AdminConflictError, auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import {
  defined,
  deleteRowById,
  found,
  insertLast,
  reorderRowsById,
  serialise,
  sortedContentRows,
} from './content-rows';

/** Packages, pricing specials and banners: what the pricing section shows (issue 8, part 1). */

// ---------------------------------------------------------------------------------------------
// Packages

const packageOrder = [asc(packages.sortOrder), asc(packages.createdAt)];

export async function listPackagesAdmin(db: Db) {
  const rows = await db
    .select()
    .from(packages)
    .orderBy(...packageOrder);
  return { items: rows.map(serialise) };
}

export async function createPackage(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof packageCreateSchema>,
) {
  const row = await insertLast(db, actor, packages, input, {
    action: 'content.package.create',
    details: () => ({ name: input.name, priceCents: input.priceCents }),
  });
  return { package: serialise(row) };
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

export function deletePackage(db: Db, actor: AdminActor, id: string) {
  return deleteRowById(db, actor, packages, id, {
    what: 'Package',
    action: 'content.package.delete',
    details: (row) => ({ name: row.name }),
  });
}

export async function reorderPackages(db: Db, actor: AdminActor, ids: readonly string[]) {
  await reorderRowsById(db, actor, packages, ids, {
    orderBy: packageOrder,
    action: 'content.package.reorder',
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

export function deleteSpecial(db: Db, actor: AdminActor, id: string) {
  return deleteRowById(db, actor, pricingSpecials, id, {
    what: 'Special',
    action: 'content.special.delete',
    details: (row) => ({ packageName: row.packageName }),
  });
}

// ---------------------------------------------------------------------------------------------
// Banners

const bannerRows = sortedContentRows({
  table: banners,
  orderBy: [asc(banners.sortOrder), asc(banners.createdAt)],
  entity: 'banner',
  what: 'Banner',
  label: (row) => ({ title: row.title }),
});

export const listBannersAdmin = bannerRows.list;
export const createBanner = bannerRows.create;
export const updateBanner = bannerRows.update;
export const deleteBanner = bannerRows.remove;
export const reorderBanners = bannerRows.reorder;
