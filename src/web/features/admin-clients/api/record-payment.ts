import type { z } from 'zod';
import type { capturePaymentRequestSchema } from '@shared/contracts/admin-operations';
import { capturePaymentResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type RecordPaymentInput = z.output<typeof capturePaymentRequestSchema>;

/** POST /api/admin/payments from the client page: captures a payment and extends the expiry. */
export function recordPayment(token: string, input: RecordPaymentInput) {
  return api.post('/api/admin/payments', input, { token, schema: capturePaymentResponseSchema });
}

export function useRecordPayment(token: string) {
  return useAdminWrite(['captured_payments', 'clients'], 'capture', (input: RecordPaymentInput) =>
    recordPayment(token, input),
  );
}
