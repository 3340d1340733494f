// Entry of the web client. Until the application shell lands this shows a placeholder page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Placeholder() {
  return (
    <main>
      <h1>Merchant Portal</h1>
      <p>The portal is starting up. Sign-in arrives with the application shell.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><Placeholder /></StrictMode>);
