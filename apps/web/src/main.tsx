import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/mantine-base';
import './styles/boot.css';
import { Providers } from './app/providers';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
