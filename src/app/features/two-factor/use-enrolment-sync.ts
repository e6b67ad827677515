import { useEffect } from 'react';
import type { Role } from '../../../contract/common.ts';
import { setEnrolmentRequired } from '../../session/enrolment.ts';
import { useTwoFactorStatus } from './api.ts';

/**
 * REQUIRE_ADMIN_2FA, as the server sees it: for an administrator, `GET /auth/2fa` says whether
 * she must still enable two-factor sign-in (after a reload, on another device, or after
 * disabling it), and the app's detour to her profile follows it. Other roles ask nothing.
 */
export function useEnrolmentSync(role: Role): void {
  const status = useTwoFactorStatus(role === 'admin');
  const data = status.data;
  useEffect(() => {
    if (data) setEnrolmentRequired(data.required && !data.enabled);
  }, [data]);
}
