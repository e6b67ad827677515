import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'react-toastify/ReactToastify.css';
import './ui/styles/tokens.css';
import './ui/styles/base.css';
import './ui/styles/components.css';
import './ui/styles/frame.css';
import './ui/styles/auth.css';
import './ui/styles/toasts.css';
import './features/users/users.css';
import './features/pwa/update-prompt.css';
import { loadAppConfig } from './api/app-config.ts';
import { App } from './app.tsx';

// The business time zone comes from the server; until it answers, the last one known stays.
void loadAppConfig();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
