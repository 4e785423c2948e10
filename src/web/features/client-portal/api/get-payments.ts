import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientPaymentsResponse, PaymentProof } from '@shared/contracts/client-portal';
import { clientPaymentsResponseSchema } from '@shared/contracts/client-portal';
import { api } from '@/lib/api-client';

/** GET /api/client/payments (get-client-payments): captured payments and proofs. */
export const paymentsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['captured_payments', 'portal'],
    queryFn: ({ signal }) =>
      api.get<ClientPaymentsResponse>('/api/client/payments', {
        token,
        signal,
        schema: clientPaymentsResponseSchema,
      }),
  });

export function usePayments(token: string) {
  return useQuery(paymentsQueryOptions(token));
}

/** POST /api/client/payment-proofs: multipart file plus optional amount and reference. */
export function useUploadProof(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; amount: string; reference: string }) => {
      const form = new FormData();
      if (input.amount.trim()) form.append('amount', input.amount.trim());
      if (input.reference.trim()) form.append('reference', input.reference.trim());
      form.append('file', input.file);
      return api.post<{ proof: PaymentProof }>('/api/client/payment-proofs', form, { token });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['captured_payments', 'portal'] }),
  });
}

/** Downloads one of the client's own proofs (the token travels in a header, so not a plain link). */
export async function downloadProof(token: string, proof: PaymentProof): Promise<void> {
  const response = await fetch(`/api/client/payment-proofs/${proof.id}/file`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error('Download failed');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = proof.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
