import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { createQueryClient } from './api/query-client.ts';
import { UpdatePrompt } from './features/pwa/update-prompt.tsx';
import { SessionProvider } from './session/components/session-provider.tsx';
import {
  RedirectIfSignedIn,
  RequireRole,
  RequireSignedIn,
} from './session/components/session-guards.tsx';
import { useSession } from './session/session-context.ts';
import { LoginRoute } from './routes/login.tsx';
import { RegisterRoute } from './routes/register.tsx';
import { ListSnapshotRelease } from './offline/list-snapshot-release.ts';
import { ScreenErrorBoundary } from './ui/error-boundary.tsx';
import { ScrollOnNavigate } from './ui/scroll-on-navigate.tsx';
import { Spinner } from './ui/spinner.tsx';

// Issue 7's budget: /login loads only the shell, the session, login and registration. Every
// signed-in screen (and the frame with its realtime, push and outbox wiring) is its own chunk,
// fetched when first shown. The service worker precaches every chunk, so they open offline too.

const RELOADED_FOR_CHUNK = 'releve:reloaded-for-chunk';

/**
 * `React.lazy` for a named export. A chunk that cannot be fetched is almost always a page
 * older than the deployed build (its hashed chunk names are gone): reload once to get the
 * current index.html; if it fails again, let the error surface.
 */
function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOADED_FOR_CHUNK);
      return { default: module[name] };
    } catch (error) {
      if (sessionStorage.getItem(RELOADED_FOR_CHUNK) === null) {
        sessionStorage.setItem(RELOADED_FOR_CHUNK, '1');
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}

const SignedInLayout = lazyScreen(() => import('./routes/signed-in-layout.tsx'), 'SignedInLayout');
const ApprovalsRoute = lazyScreen(() => import('./routes/approvals.tsx'), 'ApprovalsRoute');
const ContratsRoute = lazyScreen(() => import('./routes/contrats.tsx'), 'ContratsRoute');
const ContratRoute = lazyScreen(() => import('./routes/contrat.tsx'), 'ContratRoute');
const DashboardRoute = lazyScreen(() => import('./routes/dashboard.tsx'), 'DashboardRoute');
const ExchangesRoute = lazyScreen(() => import('./routes/exchanges.tsx'), 'ExchangesRoute');
const HeuresAValiderRoute = lazyScreen(
  () => import('./routes/heures-a-valider.tsx'),
  'HeuresAValiderRoute',
);
const InstitutionDashboardRoute = lazyScreen(
  () => import('./routes/institution-dashboard.tsx'),
  'InstitutionDashboardRoute',
);
const InstitutionsRoute = lazyScreen(
  () => import('./routes/institutions.tsx'),
  'InstitutionsRoute',
);
const JournalRoute = lazyScreen(() => import('./routes/journal.tsx'), 'JournalRoute');
const PlanningRoute = lazyScreen(() => import('./routes/planning.tsx'), 'PlanningRoute');
const MesSoignantsRoute = lazyScreen(
  () => import('./routes/mes-soignants.tsx'),
  'MesSoignantsRoute',
);
const MesPrestationsRoute = lazyScreen(async () => {
  // Her missions are read from the device while the screen's chunks arrive.
  const [screen] = await Promise.all([
    import('./routes/mes-prestations.tsx'),
    import('./offline/first-read.ts').then((m) => m.startFirstRead('missions')),
  ]);
  return screen;
}, 'MesPrestationsRoute');
const MessagesRoute = lazyScreen(() => import('./routes/messages.tsx'), 'MessagesRoute');
const MissionsDisponiblesRoute = lazyScreen(
  () => import('./routes/missions-disponibles.tsx'),
  'MissionsDisponiblesRoute',
);
const NotFoundRoute = lazyScreen(() => import('./routes/not-found.tsx'), 'NotFoundRoute');
const NotificationsRoute = lazyScreen(
  () => import('./routes/notifications.tsx'),
  'NotificationsRoute',
);
const PayrollsRoute = lazyScreen(() => import('./routes/payrolls.tsx'), 'PayrollsRoute');
const FacturesRoute = lazyScreen(() => import('./routes/factures.tsx'), 'FacturesRoute');
const SocieteRoute = lazyScreen(() => import('./routes/societe.tsx'), 'SocieteRoute');
const PayslipsRoute = lazyScreen(() => import('./routes/payslips.tsx'), 'PayslipsRoute');
const PrestationsRoute = lazyScreen(() => import('./routes/prestations.tsx'), 'PrestationsRoute');
const ProfileRoute = lazyScreen(() => import('./routes/profile.tsx'), 'ProfileRoute');
const EquipeRoute = lazyScreen(() => import('./routes/equipe.tsx'), 'EquipeRoute');
const InvitationRoute = lazyScreen(() => import('./routes/invitation.tsx'), 'InvitationRoute');
const PasswordResetRoute = lazyScreen(
  () => import('./routes/password-reset.tsx'),
  'PasswordResetRoute',
);
const ForgotPasswordRoute = lazyScreen(
  () => import('./routes/password-reset.tsx'),
  'ForgotPasswordRoute',
);
const SchedulesRoute = lazyScreen(() => import('./routes/schedules.tsx'), 'SchedulesRoute');
const TeamsRoute = lazyScreen(() => import('./routes/teams.tsx'), 'TeamsRoute');
const UsersRoute = lazyScreen(() => import('./routes/users.tsx'), 'UsersRoute');
const VirementsRoute = lazyScreen(() => import('./routes/virements.tsx'), 'VirementsRoute');

/**
 * A screen inside the frame: while its chunk arrives, the frame stays and the spinner shows;
 * if it fails to render (or its chunk to load), only the screen gives way to « Recharger ».
 */
function screen(Screen: ComponentType) {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/** The screens of docs/product-rules.md §1; /mes-prestations needs a session like every other. */
function AppRoutes() {
  return (
    <Routes>
      <Route element={<RedirectIfSignedIn />}>
        <Route
          path="/login"
          element={
            <ScreenErrorBoundary>
              <LoginRoute />
            </ScreenErrorBoundary>
          }
        />
        <Route
          path="/register"
          element={
            <ScreenErrorBoundary>
              <RegisterRoute />
            </ScreenErrorBoundary>
          }
        />
        <Route path="/mot-de-passe-oublie" element={screen(ForgotPasswordRoute)} />
      </Route>
      {/* A reset link works whoever is signed in on this device. */}
      <Route path="/reinitialiser-mot-de-passe" element={screen(PasswordResetRoute)} />
      {/* An establishment's invitation: opened wherever she reads her mail. */}
      <Route path="/invitation" element={screen(InvitationRoute)} />
      <Route path="/" element={<Navigate to="/dashboard" replace />} />
      <Route element={<RequireSignedIn />}>
        <Route
          element={
            <Suspense fallback={<Spinner fullPage />}>
              <SignedInLayout />
            </Suspense>
          }
        >
          <Route path="/dashboard" element={screen(DashboardRoute)} />
          <Route element={<RequireRole roles={['admin']} />}>
            <Route path="/users" element={screen(UsersRoute)} />
            <Route path="/approbations" element={screen(ApprovalsRoute)} />
            <Route path="/journal" element={screen(JournalRoute)} />
            <Route path="/virements" element={screen(VirementsRoute)} />
          </Route>
          <Route element={<RequireRole roles={['institution']} />}>
            <Route path="/institution-dashboard" element={screen(InstitutionDashboardRoute)} />
            <Route path="/equipe" element={screen(EquipeRoute)} />
            <Route path="/planning" element={screen(PlanningRoute)} />
            <Route path="/mes-soignants" element={screen(MesSoignantsRoute)} />
          </Route>
          <Route element={<RequireRole roles={['institution', 'admin']} />}>
            <Route path="/heures-a-valider" element={screen(HeuresAValiderRoute)} />
          </Route>
          <Route element={<RequireRole roles={['nurse', 'caregiver']} />}>
            <Route path="/missions-disponibles" element={screen(MissionsDisponiblesRoute)} />
          </Route>
          <Route path="/institutions" element={screen(InstitutionsRoute)} />
          <Route path="/prestations" element={screen(PrestationsRoute)} />
          <Route path="/mes-prestations" element={screen(MesPrestationsRoute)} />
          <Route path="/schedules" element={screen(SchedulesRoute)} />
          <Route path="/messages" element={screen(MessagesRoute)} />
          <Route path="/payslips" element={screen(PayslipsRoute)} />
          <Route path="/teams" element={screen(TeamsRoute)} />
          <Route path="/exchanges" element={screen(ExchangesRoute)} />
          <Route path="/notifications" element={screen(NotificationsRoute)} />
          <Route path="/profile" element={screen(ProfileRoute)} />
          <Route path="/payrolls" element={screen(PayrollsRoute)} />
          <Route path="/factures" element={screen(FacturesRoute)} />
          <Route path="/societe" element={screen(SocieteRoute)} />
          <Route path="/contrats" element={screen(ContratsRoute)} />
          <Route path="/contrats/:missionId" element={screen(ContratRoute)} />
          <Route path="*" element={screen(NotFoundRoute)} />
        </Route>
      </Route>
    </Routes>
  );
}

/** Nothing is routed until we know who is signed in: guards would otherwise bounce to /login. */
function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <Spinner fullPage />;
  return children;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ScrollOnNavigate />
        <ListSnapshotRelease />
        <SessionProvider>
          <SessionGate>
            <AppRoutes />
          </SessionGate>
        </SessionProvider>
      </BrowserRouter>
      <ToastContainer position="top-right" newestOnTop />
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
