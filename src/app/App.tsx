// The portal: providers, the browser router and the route table.
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router/AppRoutes';
import type { PortalStore } from './store';

export function App({ store }: { store: PortalStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
