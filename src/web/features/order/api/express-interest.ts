import { useMutation } from '@tanstack/react-query';
import type { InterestRequest, InterestResponse } from '@shared/contracts/ordering';
import { api } from '@/lib/api-client';

export interface ExpressInterestInput {
  body: InterestRequest;
  idempotencyKey: string;
}

/** POST /api/public/interest (process-client-interest): 201, or 409 for a refused trial. */
export function expressInterest({
  body,
  idempotencyKey,
}: ExpressInterestInput): Promise<InterestResponse> {
  return api.post<InterestResponse>('/api/public/interest', body, { idempotencyKey });
}

export function useExpressInterest() {
  return useMutation({ mutationFn: expressInterest });
}
