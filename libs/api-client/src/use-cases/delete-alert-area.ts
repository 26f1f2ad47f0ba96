import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../call';
import { alertAreaKeys } from '../keys';

/** DELETE /api/me/alert-area: no more pet alerts near me. */
export const deleteAlertArea = () => callApi('deleteAlertArea');

export function useDeleteAlertArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlertArea,
    onSuccess: () => queryClient.setQueryData(alertAreaKeys.mine(), null),
  });
}
