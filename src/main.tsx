// Entry of the web client: one store (with the stored token) and the portal.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createPortalStore, startingState } from './app/store';

const store = createPortalStore({ preloadedState: startingState() });
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
