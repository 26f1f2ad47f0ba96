import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBusinessRow, BodyOf } from '@pawpals/contracts';
import { adminKeys, callApi } from '@pawpals/api-client';
import { defineMessages } from 'react-intl';
import { toast, useIntl } from '@pawpals/ui';
import { toastActionError } from '../../shared/error-toast';
import { changeLoadedItems } from '../../shared/paged-list';

export type AdminSetPremiumInput = { id: string } & BodyOf<'adminSetPremium'>;

/** PATCH /api/admin/businesses/:id/premium with {isPremium}; answers the updated row. */
export const adminSetPremium = ({ id, isPremium }: AdminSetPremiumInput) =>
  callApi('adminSetPremium', { params: { id }, body: { isPremium } });

const messages = defineMessages({
  updated: { id: 'admin.businesses.premiumUpdated', defaultMessage: 'Premium status updated' },
  failed: { id: 'admin.businesses.premiumFailed', defaultMessage: 'Failed to update premium status' },
});

/** The Premium switch: 'Premium status updated'; the row takes the server's answer. */
export function useAdminSetPremium() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminSetPremium,
    onSuccess: (row) => {
      changeLoadedItems<AdminBusinessRow>(queryClient, adminKeys.businesses(), (rows) => rows.map((r) => (r.id === row.id ? { ...r, ...row } : r)));
      void queryClient.invalidateQueries({ queryKey: adminKeys.analytics() });
      toast({ title: intl.formatMessage(messages.updated), variant: 'success' });
    },
    onError: (error) => toastActionError(error, intl.formatMessage(messages.failed), intl),
  });
}
