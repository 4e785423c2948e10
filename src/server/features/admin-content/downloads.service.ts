import { asc } from 'drizzle-orm';
import { downloads } from '../../db/schema/index';
import { sortedContentRows } from './content-rows';

/** Player apps on the downloads page (issue 8); their logos are in images.service. */

const downloadRows = sortedContentRows({
  table: downloads,
  orderBy: [asc(downloads.sortOrder), asc(downloads.createdAt)],
  entity: 'download',
  what: 'Download',
  label: (row) => ({ name: row.name }),
});

export const listDownloadsAdmin = downloadRows.list;
export const createDownload = downloadRows.create;
export const updateDownload = downloadRows.update;
export const deleteDownload = downloadRows.remove;
export const reorderDownloads = downloadRows.reorder;
