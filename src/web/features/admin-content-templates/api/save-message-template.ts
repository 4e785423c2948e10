import type { z } from 'zod';
import {
  adminMessageTemplateResponseSchema,
  type messageTemplateUpdateSchema,
} from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

export type MessageTemplateInput = z.output<typeof messageTemplateUpdateSchema>;

/** PATCH /api/admin/content/message-templates/:id. */
export function saveMessageTemplate(token: string, id: string, input: MessageTemplateInput) {
  return api.patch(`/api/admin/content/message-templates/${segment(id)}`, input, {
    token,
    schema: adminMessageTemplateResponseSchema,
  });
}

export function useSaveMessageTemplate(token: string) {
  return useAdminWrite(
    ['message_templates'],
    'save',
    ({ id, input }: { id: string; input: MessageTemplateInput }) =>
      saveMessageTemplate(token, id, input),
  );
}
