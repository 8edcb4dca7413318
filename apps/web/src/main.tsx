import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/mantine-base';
import './styles/boot.css';
import { Providers } from './app/providers';
import { App } from './app/app';
import { startSession } from './features/auth/session-service';

// The silent guest sign-in (or the stored session's renewal) starts before React draws anything: its
// answer, which the first page waits for, is on its way while the app renders the header.
void startSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
