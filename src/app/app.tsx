import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { createQueryClient } from './api/query-client.ts';
import { SessionProvider } from './features/session/components/session-provider.tsx';
import { UpdatePrompt } from './features/pwa/update-prompt.tsx';
import {
  RedirectIfSignedIn,
  RequireRole,
  RequireSignedIn,
} from './features/session/components/session-guards.tsx';
import { useSession } from './features/session/session-context.ts';
import { ApprovalsRoute } from './routes/approvals.tsx';
import { DashboardRoute } from './routes/dashboard.tsx';
import { ExchangesRoute } from './routes/exchanges.tsx';
import { InstitutionDashboardRoute } from './routes/institution-dashboard.tsx';
import { InstitutionsRoute } from './routes/institutions.tsx';
import { LoginRoute } from './routes/login.tsx';
import { MesPrestationsRoute } from './routes/mes-prestations.tsx';
import { MessagesRoute } from './routes/messages.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { NotificationsRoute } from './routes/notifications.tsx';
import { PayrollsRoute } from './routes/payrolls.tsx';
import { PayslipsRoute } from './routes/payslips.tsx';
import { PrestationsRoute } from './routes/prestations.tsx';
import { ProfileRoute } from './routes/profile.tsx';
import { RegisterRoute } from './routes/register.tsx';
import { SchedulesRoute } from './routes/schedules.tsx';
import { SignedInLayout } from './routes/signed-in-layout.tsx';
import { TeamsRoute } from './routes/teams.tsx';
import { UsersRoute } from './routes/users.tsx';
import { Spinner } from './ui/spinner.tsx';

/** The route table of spec §2, with PRODUCT §3's guard on /mes-prestations. */
function AppRoutes() {
  return (
    <Routes>
      <Route element={<RedirectIfSignedIn />}>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/register" element={<RegisterRoute />} />
      </Route>
      <Route path="/" element={<Navigate to="/dashboard" replace />} />
      <Route element={<RequireSignedIn />}>
        <Route element={<SignedInLayout />}>
          <Route path="/dashboard" element={<DashboardRoute />} />
          <Route element={<RequireRole roles={['admin']} />}>
            <Route path="/users" element={<UsersRoute />} />
            <Route path="/approbations" element={<ApprovalsRoute />} />
          </Route>
          <Route element={<RequireRole roles={['institution']} />}>
            <Route path="/institution-dashboard" element={<InstitutionDashboardRoute />} />
          </Route>
          <Route path="/institutions" element={<InstitutionsRoute />} />
          <Route path="/prestations" element={<PrestationsRoute />} />
          <Route path="/mes-prestations" element={<MesPrestationsRoute />} />
          <Route path="/schedules" element={<SchedulesRoute />} />
          <Route path="/messages" element={<MessagesRoute />} />
          <Route path="/payslips" element={<PayslipsRoute />} />
          <Route path="/teams" element={<TeamsRoute />} />
          <Route path="/exchanges" element={<ExchangesRoute />} />
          <Route path="/notifications" element={<NotificationsRoute />} />
          <Route path="/profile" element={<ProfileRoute />} />
          <Route path="/payrolls" element={<PayrollsRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
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
