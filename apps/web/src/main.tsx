import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { createRouter } from './app/router';
import './styles/global.css';

const queryClient = createQueryClient();
const root = createRoot(document.getElementById('root')!);

const router = createRouter(queryClient);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
