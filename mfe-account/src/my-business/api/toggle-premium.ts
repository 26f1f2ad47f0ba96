import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZeroOne } from '@pawpals/contracts';
import { businessKeys, errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { defineMessages } from 'react-intl';
import { toast, useIntl } from '@pawpals/ui';
import { common } from '../../shared/messages';

const messages = defineMessages({
  enabled: { id: 'account.premium.enabled', defaultMessage: 'Premium features enabled!' },
  disabled: { id: 'account.premium.disabled', defaultMessage: 'Premium features disabled' },
  failed: { id: 'account.premium.failed', defaultMessage: 'Failed to update premium status' },
});
import { updateBusiness } from './update-business';

/** updateBusiness with {isPremium: 0|1} alone: the premium toggle. */
export const setPremium = ({ id, isPremium }: { id: string; isPremium: ZeroOne }) => updateBusiness(id, { isPremium });

/** Toasts 'Premium features enabled!' / 'Premium features disabled' / 'Error' + message; refreshes my business and the directory lists. */
export function useTogglePremium() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPremium,
    onSuccess: (_business, { isPremium }) =>
      toast({
        title: intl.formatMessage(isPremium === 1 ? messages.enabled : messages.disabled),
        variant: 'success',
      }),
    onError: (error) => {
      if (!isUnauthorizedError(error)) {
        toast({
          title: intl.formatMessage(common.error),
          description: errorMessageOf(error, intl.formatMessage(messages.failed)),
          variant: 'destructive',
        });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: businessKeys.all }),
      ]),
  });
}
