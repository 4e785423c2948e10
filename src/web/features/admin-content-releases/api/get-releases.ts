import { useQuery } from '@tanstack/react-query';
import { adminReleasesResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/content/releases: every release note, drafts too. */
export function useReleases(token: string) {
  return useQuery(
    adminContentOptions(
      'release_notes',
      '/api/admin/content/releases',
      adminReleasesResponseSchema,
      token,
    ),
  );
}
