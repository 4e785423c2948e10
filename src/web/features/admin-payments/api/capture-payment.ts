import type { z } from 'zod';
import type { capturePaymentRequestSchema } from '@shared/contracts/admin-operations';
import { capturePaymentResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type CapturePaymentInput = z.output<typeof capturePaymentRequestSchema>;

/** POST /api/admin/payments: capture an EFT (or card, cash) payment; extends the expiry. */
export function capturePayment(token: string, input: CapturePaymentInput) {
  return api.post('/api/admin/payments', input, { token, schema: capturePaymentResponseSchema });
}

export function useCapturePayment(token: string) {
  return useAdminWrite(['captured_payments', 'clients'], 'capture', (input: CapturePaymentInput) =>
    capturePayment(token, input),
  );
}
