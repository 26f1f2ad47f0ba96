import { authPathWithReturn, LIMITS } from '@pawpals/contracts';
import { toast } from '@pawpals/ui';
import { isUnauthorizedError } from './errors';
import { navigate } from './navigation';

let redirectPending = false;

/**
 * The logged-out answer (docs/product.md#errors-and-messages): destructive toast 'Unauthorized' / 'You are
 * logged out. Logging in again...' and, 500 ms later, /login, which brings the person back to the page they
 * were on (returnTo). Several failing calls at once still give one toast and one redirect.
 */
export function handleUnauthorized(): void {
  if (redirectPending) return;
  redirectPending = true;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => {
    redirectPending = false;
    navigate(authPathWithReturn('/login', window.location.pathname + window.location.search));
  }, LIMITS.redirectAfterAuthErrorMs);
}

/** Runs handleUnauthorized when `error` is the 401 Unauthorized error; says whether it did. */
export function redirectIfUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  handleUnauthorized();
  return true;
}
