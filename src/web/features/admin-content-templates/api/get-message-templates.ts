import { useQuery } from '@tanstack/react-query';
import { adminMessageTemplatesResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/content/message-templates. */
export function useMessageTemplates(token: string) {
  return useQuery(
    adminContentOptions(
      'message_templates',
      '/api/admin/content/message-templates',
      adminMessageTemplatesResponseSchema,
      token,
    ),
  );
}
