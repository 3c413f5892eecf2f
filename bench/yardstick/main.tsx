import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The smallest Vite + React page: the benchmark's yardstick. Its paint time is what this machine and network
 * give any React app, so the app's figures are read against it rather than as absolute numbers.
 */
function Yardstick() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 420, margin: '48px auto' }}>
      <h1>Log in to your account</h1>
      <p>A minimal Vite and React page measured beside the app in the same run.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Yardstick />
  </StrictMode>,
);
