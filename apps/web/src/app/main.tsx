import '../index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from '@/components/layout/app-shell';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { VersionBanner } from '@/features/version/components/version-banner';
import { AppRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppShell
      banner={
        <>
          <OfflineNotice />
          <VersionBanner />
        </>
      }
    >
      <AppRouter />
    </AppShell>
  </StrictMode>,
);
