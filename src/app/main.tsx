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
import { App } from './app.tsx';

// The business time zone comes from the server; until it answers, the last one known stays.
// Asked in a task of its own: the request and the device's storage cost milliseconds that would
// otherwise lengthen the task that loads the app.
setTimeout(() => void loadAppConfig());

// « Mes prestations » opened from the home screen: her missions are read from the device while
// the app finds out who is signed in and fetches the screen.
if (window.location.pathname === '/mes-prestations') {
  setTimeout(
    () => void import('./offline/first-read.ts').then((m) => m.startFirstRead('missions')),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

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
