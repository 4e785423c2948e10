import { useMutation } from '@tanstack/react-query';
import type { OrderRequest, OrderResponse } from '@shared/contracts/ordering';
import { api } from '@/lib/api-client';

export interface PlaceOrderInput {
  body: OrderRequest;
  idempotencyKey: string;
}

/** POST /api/public/orders (send-new-client-email): 201 with the payment reference, or 409 for a refused trial. */
export function placeOrder({ body, idempotencyKey }: PlaceOrderInput): Promise<OrderResponse> {
  return api.post<OrderResponse>('/api/public/orders', body, { idempotencyKey });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
