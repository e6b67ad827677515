import { startTransition, StrictMode } from 'react';
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
import { App, preloadSignedInScreens } from './app.tsx';
import { startColdOpen } from './cold-open.ts';

// The business time zone comes from the server; until it answers, the last one known stays.
void loadAppConfig();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// With a session stored on the device, the screen's chunks and data start loading now; the
// first render waits for them when she opens the app offline (cold-open.ts).
void startColdOpen(window.location.pathname, preloadSignedInScreens).then(() => {
  // The first render replaces a screen already painted from the HTML (the splash, or the whole
  // sign-in screen on /login): in a transition, React renders it in slices that leave the phone
  // free to answer a tap, instead of one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
