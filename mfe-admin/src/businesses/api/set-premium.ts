import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBusinessRow, ZeroOne } from '@pawpals/contracts';
import { apiJson } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';
import { toastActionError } from '../../shared/error-toast';
import { dashboardKeys } from '../../dashboard/api/dashboard-keys';
import { adminBusinessKeys } from './admin-business-keys';

export interface SetPremiumInput {
  id: string;
  isPremium: ZeroOne;
}

/** PATCH /api/admin/businesses/:id/premium with {isPremium}; answers the updated row. */
export function setBusinessPremium({ id, isPremium }: SetPremiumInput): Promise<AdminBusinessRow> {
  return apiJson<AdminBusinessRow>('PATCH', `/api/admin/businesses/${encodeURIComponent(id)}/premium`, { isPremium });
}

/** The Premium switch: 'Premium status updated' (SPEC §8); the row takes the server's answer. */
export function useSetBusinessPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBusinessPremium,
    onSuccess: (row) => {
      queryClient.setQueryData<AdminBusinessRow[]>(adminBusinessKeys.list(), (rows) => rows?.map((r) => (r.id === row.id ? { ...r, ...row } : r)));
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.analytics() });
      toast({ title: 'Premium status updated', variant: 'success' });
    },
    onError: (error) => toastActionError(error, 'Failed to update premium status'),
  });
}
