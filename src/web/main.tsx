import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { isLandingHash, removeLandingShell } from './lib/landing-shell';
import { startPwa } from './lib/pwa';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (!isLandingHash(location.hash)) removeLandingShell();

// As a transition, the first render runs in short tasks instead of one long one that would keep
// a phone from answering a tap.
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

startPwa();
