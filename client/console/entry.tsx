import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createConsoleI18n } from './i18n';
import { consoleRoutes } from './routes';
import * as styles from './styles.css';

/** The operator console (decision 0097): rendered in the browser, on the console hosts only. */
async function start(): Promise<void> {
  const container = document.getElementById('console');
  if (!container) return;
  container.className = styles.root;
  const i18n = await createConsoleI18n(document.documentElement.lang);
  const queryClient = new QueryClient({
    defaultOptions: {
      // A refusal (any status) is an answer, not a failure to retry.
      queries: { staleTime: 15_000, retry: (count, error) => count < 2 && !(error as { status?: number }).status },
    },
  });
  const router = createBrowserRouter(consoleRoutes);
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
