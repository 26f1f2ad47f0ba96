import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, BusinessDetail } from '@pawpals/contracts';
import { businessKeys, errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { defineMessages } from 'react-intl';
import { toast, useIntl } from '@pawpals/ui';

const messages = defineMessages({
  updated: { id: 'account.myBusiness.updated', defaultMessage: 'Business updated successfully' },
  created: { id: 'account.myBusiness.created', defaultMessage: 'Business created successfully' },
  failed: { id: 'account.myBusiness.saveFailed', defaultMessage: 'Failed to save business' },
});
import { createBusiness } from './create-business';
import { updateBusiness } from './update-business';

/** The business form's save: createBusiness without a business yet, else updateBusiness. */
export function saveBusiness({ id, data }: { id: string | null; data: BodyOf<'createBusiness'> }) {
  return id ? updateBusiness(id, data) : createBusiness(data);
}

/** What a business just created has besides its fields, until my business is read again. */
const NO_HOURS_YET = { hours: { weekly: [], closures: [] }, timeZone: null, openNow: false, booking: null };

/** Toasts 'Business created successfully' / 'Business updated successfully' / 'Failed to save business'. */
export function useSaveBusiness() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusiness,
    onSuccess: (business, { id }) => {
      // The save answers the listing only: keep the hours and slot settings already shown.
      queryClient.setQueryData<BusinessDetail | null>(businessKeys.mine(), (old) => ({ ...NO_HOURS_YET, ...old, ...business }));
      toast({
        title: intl.formatMessage(id ? messages.updated : messages.created),
        variant: 'success',
      });
    },
    onError: (error) => {
      if (!isUnauthorizedError(error)) {
        // The server's reason (e.g. a field that is too long) helps the owner fix it; the title is fixed
        // (docs/product.md#errors-and-messages).
        toast({
          title: intl.formatMessage(messages.failed),
          description: errorMessageOf(error, '') || undefined,
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
