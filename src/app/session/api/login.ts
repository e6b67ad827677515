import type {
  LoginBody,
  LoginResponse,
  SignedIn,
  TwoFactorVerifyBody,
} from '../../../contract/auth.ts';
import type { InvitationAcceptBody } from '../../../contract/members.ts';
import { call } from '../../api/client.ts';

/** POST /auth/login: a token and the user, or 401/403/422/429 with a French detail. */
export function postLogin(body: LoginBody): Promise<LoginResponse> {
  return call('login', { body });
}

/** POST /auth/invitation: an establishment's invitation and her password open her session. */
export function postInvitation(body: InvitationAcceptBody): Promise<SignedIn> {
  return call('acceptInvitation', { body });
}

/** POST /auth/2fa/verify: the login's challenge and a code give the token and the user. */
export function postTwoFactor(body: TwoFactorVerifyBody): Promise<SignedIn> {
  return call('verifyTwoFactor', { body });
}
