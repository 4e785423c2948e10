import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContentRequest,
  CreateContentRequest,
  CreateTicket,
  TicketResponse,
  TicketSummary,
  UpgradeRequest,
} from '@shared/contracts/client-portal';
import type { PricingSpecial } from '@shared/contracts/public-site';
import {
  clientSpecialsResponseSchema,
  contentRequestsResponseSchema,
  ticketResponseSchema,
  ticketsResponseSchema,
  upgradeRequestsResponseSchema,
} from '@shared/contracts/client-portal';
import { api } from '@/lib/api-client';

/** Query keys start with the table they read, so realtime changes refresh them (lib/realtime-protocol). */
export const portalKeys = {
  specials: ['pricing_specials', 'portal'] as const,
  upgrades: ['package_upgrade_requests', 'portal'] as const,
  tickets: ['support_tickets', 'portal'] as const,
  ticket: (id: string) => ['support_tickets', 'portal', id] as const,
  contentRequests: ['content_requests', 'portal'] as const,
};

export function useClientSpecials(token: string) {
  return useQuery(
    queryOptions({
      queryKey: portalKeys.specials,
      queryFn: ({ signal }) =>
        api.get<{ specials: PricingSpecial[] }>('/api/client/specials', {
          token,
          signal,
          schema: clientSpecialsResponseSchema,
        }),
    }),
  );
}

export function useUpgradeRequests(token: string) {
  return useQuery({
    queryKey: portalKeys.upgrades,
    queryFn: ({ signal }) =>
      api.get<{ requests: UpgradeRequest[] }>('/api/client/upgrade-requests', {
        token,
        signal,
        schema: upgradeRequestsResponseSchema,
      }),
  });
}

export function useRequestUpgrade(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (toPackageId: string) =>
      api.post<{ request: UpgradeRequest }>(
        '/api/client/upgrade-requests',
        { toPackageId },
        { token },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.upgrades }),
  });
}

export function useTickets(token: string) {
  return useQuery({
    queryKey: portalKeys.tickets,
    queryFn: ({ signal }) =>
      api.get<{ tickets: TicketSummary[] }>('/api/client/tickets', {
        token,
        signal,
        schema: ticketsResponseSchema,
      }),
  });
}

export function useTicket(token: string, id: string | null) {
  return useQuery({
    queryKey: portalKeys.ticket(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<TicketResponse>(`/api/client/tickets/${id}`, {
        token,
        signal,
        schema: ticketResponseSchema,
      }),
    enabled: id !== null,
  });
}

export function useOpenTicket(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTicket) =>
      api.post<TicketResponse>('/api/client/tickets', body, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.tickets }),
  });
}

export function useReplyToTicket(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; message: string }) =>
      api.post<TicketResponse>(
        `/api/client/tickets/${input.id}/messages`,
        { message: input.message },
        { token },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.tickets }),
  });
}

export function useContentRequests(token: string) {
  return useQuery({
    queryKey: portalKeys.contentRequests,
    queryFn: ({ signal }) =>
      api.get<{ requests: ContentRequest[] }>('/api/client/content-requests', {
        token,
        signal,
        schema: contentRequestsResponseSchema,
      }),
  });
}

export function useRequestContent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateContentRequest) =>
      api.post<{ request: ContentRequest }>('/api/client/content-requests', body, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.contentRequests }),
  });
}
