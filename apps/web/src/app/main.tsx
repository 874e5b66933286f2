import '../index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from '@/components/layout/app-shell';
import { AppProvider } from './provider';
import { AppRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppShell>
        <AppRouter />
      </AppShell>
    </AppProvider>
  </StrictMode>,
);
