import type { Db } from '../client';
import {
  appMeta,
  banners,
  clients,
  contentPages,
  downloads,
  footerContent,
  homepageContent,
  imageRegistry,
  incidentUpdates,
  knowledgeBaseArticles,
  messageTemplates,
  notices,
  packages,
  pricingSpecials,
  releaseNotes,
  seoSettings,
  siteBranding,
  siteSettings,
  systemIncidents,
  systemStatus,
  testimonialsManaged,
} from '../schema/index';
import { demoClient, moreDemoClients } from './demo-client';
import { demoDownloads, demoTestimonials } from './downloads';
import { demoKnowledgeBase, demoReleaseNotes } from './help';
import { demoIncident, demoNotices } from './notices';
import { demoBanners, demoPackages, demoPricingSpecials } from './packages';
import { demoContentPages } from './pages';
import {
  demoBranding,
  demoFooterContent,
  demoHomepageContent,
  demoImages,
  demoSeoSettings,
  demoSiteSettings,
  demoSystemStatus,
} from './site';
import { demoMessageTemplates } from './templates';

export const demoSeededKey = 'demo_seeded';

/**
 * Fills an empty installation with South African demo content, once. Returns true when it seeded.
 *
 * The marker row is inserted first, inside the same transaction: a second instance starting at the
 * same time blocks on the marker's primary key, then finds it and does nothing. Deleting content
 * later never brings the demo content back.
 */
export async function seedDemoContent(db: Db, now = new Date()): Promise<boolean> {
  // Hashing is slow: do it before the transaction holds any lock.
  const client = await demoClient(null, now);
  const otherClients = await moreDemoClients(null, now);
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(appMeta)
      .values({ key: demoSeededKey, value: { seededAt: now.toISOString() } })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (marked.length === 0) return false;

    const insertedPackages = await tx
      .insert(packages)
      .values(demoPackages)
      .returning({ id: packages.id, name: packages.name });
    await tx.insert(pricingSpecials).values(demoPricingSpecials);
    await tx.insert(banners).values(demoBanners);
    await tx.insert(homepageContent).values(demoHomepageContent);
    await tx.insert(siteBranding).values(demoBranding);
    await tx.insert(siteSettings).values(demoSiteSettings);
    await tx.insert(systemStatus).values(demoSystemStatus);
    await tx.insert(seoSettings).values(demoSeoSettings);
    await tx.insert(footerContent).values(demoFooterContent);
    await tx.insert(imageRegistry).values(demoImages);
    await tx.insert(downloads).values(demoDownloads);
    await tx.insert(testimonialsManaged).values(demoTestimonials);
    await tx.insert(contentPages).values(demoContentPages);
    await tx.insert(knowledgeBaseArticles).values(demoKnowledgeBase);
    await tx.insert(releaseNotes).values(demoReleaseNotes);
    await tx.insert(messageTemplates).values(demoMessageTemplates);
    await tx.insert(notices).values(demoNotices(now));

    const { incident, updates } = demoIncident(now);
    const [insertedIncident] = await tx
      .insert(systemIncidents)
      .values(incident)
      .returning({ id: systemIncidents.id });
    await tx
      .insert(incidentUpdates)
      .values(updates.map((u) => ({ ...u, incidentId: insertedIncident!.id })));

    const threeMonths = insertedPackages.find((p) => p.name === '3 Months');
    await tx.insert(clients).values({ ...client, packageId: threeMonths?.id ?? null });
    const oneMonth = insertedPackages.find((p) => p.name === 'Month to Month');
    await tx
      .insert(clients)
      .values(otherClients.map((c) => ({ ...c, packageId: oneMonth?.id ?? null })));
    return true;
  });
}
