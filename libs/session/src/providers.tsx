import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { LazyToaster, LocaleProvider, type Messages } from '@pawpals/ui';
import { DEFAULT_LOCALE, type Locale } from '@pawpals/contracts';
import { createQueryClient, setNavigate } from '@pawpals/api-client';

const NO_MESSAGES: Messages = {};

/**
 * App-wide providers: the page's language with its catalog, the one QueryClient and the toaster (loaded with
 * the first toast). Mounted once by the shell or a harness. (Tooltips bring their own provider.)
 */
export function AppProviders({
  children,
  queryClient,
  locale = DEFAULT_LOCALE,
  messages = NO_MESSAGES,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  locale?: Locale;
  messages?: Messages;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <LocaleProvider locale={locale} messages={messages}>
      <QueryClientProvider client={client}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </LocaleProvider>
  );
}

/** Lets non-React code (the 401 redirect) navigate with the router instead of reloading the page. */
export function RouterNavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigate((path) => navigate(path));
  }, [navigate]);
  return null;
}

/** What a remote's `./routes` module receives from the shell. */
export interface SectionRoutesProps {
  /** The shell's 404 page, for paths under the section's prefix that the section doesn't know. */
  notFound?: ReactNode;
}
