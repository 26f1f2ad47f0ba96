import { errorMessageOf, isUnauthorizedError } from '@pawpals/api-client';
import { toast } from '@pawpals/ui';

/**
 * A failure toast for actions docs/product.md#errors-and-messages gives no failure text for (premium switch,
 * pet approval, admin removal): 'Error' with the server's message. A 401 is left to the global logged-out
 * redirect.
 */
export function toastActionError(error: unknown, fallback: string): void {
  if (isUnauthorizedError(error)) return;
  toast({ title: 'Error', description: errorMessageOf(error, fallback), variant: 'destructive' });
}
