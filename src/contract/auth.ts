import { Rpps } from './credentials.ts';
import { OptionalSiret } from './identifiers.ts';
import { Role, TarificationOut, Tarification, UserStatus } from './common.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';
import { z } from './z.ts';

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} est obligatoire.` })
    .trim()
    .min(1, `${label} est obligatoire.`)
    .max(max, `${label} est trop long (${max} caractères au plus).`)
    .regex(SINGLE_LINE, singleLineMessage(label));

export const Email = z
  .string({ error: "L'adresse e-mail est obligatoire." })
  .trim()
  .toLowerCase()
  .max(254, "L'adresse e-mail est trop longue.")
  .pipe(z.email("L'adresse e-mail n'est pas valide."));

import { PASSWORD_MIN } from './limits.ts';

export { PASSWORD_MIN };
export const Password = z
  .string({ error: 'Le mot de passe est obligatoire.' })
  .min(PASSWORD_MIN, `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères.`)
  .max(256, 'Le mot de passe est trop long (256 caractères au plus).');

/**
 * Roles a person may choose at registration. « établissement de santé » is the label of the
 * institution role and is stored as `institution`. Nobody registers as admin.
 */
export const RegisterRole = z
  .enum(['nurse', 'caregiver', 'institution', 'établissement de santé'], {
    error: 'Rôle invalide : infirmier(ère), aide-soignant(e) ou établissement de santé.',
  })
  .transform((r) => (r === 'établissement de santé' ? 'institution' : r));

/** A person's details, the same at registration and in the profile (`PUT /users/me`). */
export const FirstName = trimmed('Le prénom', 100);
export const LastName = trimmed('Le nom', 100);
const Phone = z
  .string({ error: 'Le téléphone est obligatoire.' })
  .trim()
  .regex(/^\+?[0-9 .()-]{6,25}$/, "Le numéro de téléphone n'est pas valide.");
const Address = trimmed("L'adresse", 300);

/** The RPPS identifies nurses only; given for another role, it is refused. */
export const RPPS_NURSES_ONLY = 'Le numéro RPPS ne concerne que les infirmiers et infirmières.';
const OptionalRpps = z.preprocess((value) => (value === '' ? undefined : value), Rpps.optional());

/** The SIRET identifies establishments only. */
export const SIRET_INSTITUTIONS_ONLY = 'Le numéro SIRET ne concerne que les établissements.';

export const RegisterBody = z
  .object({
    email: Email,
    password: Password,
    first_name: FirstName,
    last_name: LastName,
    phone: Phone,
    address: Address,
    role: RegisterRole.default('nurse'),
    /** Establishment name, required for the institution role. */
    name: z
      .string()
      .trim()
      .max(200, "Le nom de l'établissement est trop long.")
      .regex(SINGLE_LINE, singleLineMessage("Le nom de l'établissement"))
      .optional(),
    tarification: Tarification.optional(),
    /** A nurse's RPPS number, optional; an empty field means none. */
    rpps: OptionalRpps,
    /** An establishment's SIRET, optional; an empty field means none. */
    siret: OptionalSiret,
  })
  .superRefine((body, ctx) => {
    if (body.role === 'institution' && !body.name) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: "Le nom de l'établissement est obligatoire.",
      });
    }
    if (body.rpps && body.role !== 'nurse') {
      ctx.addIssue({ code: 'custom', path: ['rpps'], message: RPPS_NURSES_ONLY });
    }
    if (body.siret && body.role !== 'institution') {
      ctx.addIssue({ code: 'custom', path: ['siret'], message: SIRET_INSTITUTIONS_ONLY });
    }
  });
export type RegisterBody = z.input<typeof RegisterBody>;

export const LoginBody = z.object({
  email: z
    .string({ error: "L'adresse e-mail est obligatoire." })
    .trim()
    .toLowerCase()
    .min(1, "L'adresse e-mail est obligatoire.")
    .max(254),
  password: z
    .string({ error: 'Le mot de passe est obligatoire.' })
    .min(1, 'Le mot de passe est obligatoire.')
    .max(256),
  /**
   * The device token a previous sign-in from this device answered (clients without cookies);
   * browsers send it back as the `releve_device` cookie instead.
   */
  device_token: z.string().max(200, 'Le jeton d’appareil est trop long.').optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** A user as the API serves them: never the password hash. */
export const User = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Establishment name (institution), else « Prénom Nom ». */
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  role: Role,
  status: UserStatus,
  profile_photo: z.string().nullable(),
  created_at: z.string(),
  tarification: TarificationOut.nullable(),
  /**
   * A professional allows her phone to read its position at accept, start and end (never in
   * between). False until she switches it on in her profile.
   */
  share_position: z.boolean(),
  /** Her notifications also reach her devices by Web Push (default on). */
  notify_push: z.boolean(),
  /** Her notifications that matter are also e-mailed to her (default on). */
  notify_email: z.boolean(),
  /** A nurse's RPPS number as she gave it (11 digits), or null. */
  rpps: z.string().nullable(),
  /** When an administrator checked the RPPS number, and who (her name); null until then. */
  rpps_verified_at: z.string().nullable(),
  rpps_verified_by: z.string().nullable(),
  /**
   * A professional holds at least one verified document that has not expired: she may claim
   * open missions. Always false for establishments and administrators.
   */
  credentials_verified: z.boolean(),
  /** Set when the account was erased (`DELETE /users/me`): its name is « Compte supprimé ». */
  deleted_at: z.string().nullable(),
  /**
   * A professional's IBAN as it may be shown: « FR76 •••• •••• •••• •••• •••• 189 »; null until
   * she gives her bank details. The full number is in the payment file only.
   */
  iban_masked: z.string().nullable(),
  /** The account holder's name she gave with it; null without bank details. */
  bank_holder: z.string().nullable(),
  /**
   * The establishment this account acts for (role institution): its own id for the account that
   * registered it, the establishment's for a member it invited; null for other roles. Optional:
   * older clients and answers without it read it as the account's own id.
   */
  institution_id: z.string().nullable().optional(),
});
export type User = z.infer<typeof User>;

/** `PUT /users/me/settings`: the caller's own settings; an absent field is unchanged. */
export const UserSettingsBody = z.object({
  share_position: z.boolean({ error: 'share_position doit valoir true ou false.' }).optional(),
  notify_push: z.boolean({ error: 'notify_push doit valoir true ou false.' }).optional(),
  notify_email: z.boolean({ error: 'notify_email doit valoir true ou false.' }).optional(),
});
export type UserSettingsBody = z.infer<typeof UserSettingsBody>;

/** A sign-in that succeeded: the session token, the account and the device token. */
export const SignedIn = z.object({
  token: z.string(),
  user: User,
  /** Presented at the next sign-in (cookie `releve_device` or body), it lets her in whatever others did. */
  device_token: z.string(),
  /**
   * REQUIRE_ADMIN_2FA and an administrator without two-factor sign-in: her token only opens
   * the 2FA setup, `/auth/me` and logout until she enables it.
   */
  two_factor_enrolment_required: z.boolean().optional(),
});
export type SignedIn = z.infer<typeof SignedIn>;

/** The password was right and the account has two-factor sign-in: `POST /auth/2fa/verify` next. */
export const TwoFactorRequired = z.object({
  two_factor_required: z.literal(true),
  /** Valid five minutes and for five wrong codes. */
  challenge: z.string(),
});
export type TwoFactorRequired = z.infer<typeof TwoFactorRequired>;

export const LoginResponse = z.union([SignedIn, TwoFactorRequired]);
export type LoginResponse = z.infer<typeof LoginResponse>;

/** A TOTP code (six digits) or a recovery code (« xxxx-xxxx »), as typed. */
const TwoFactorCode = z
  .string({ error: "Saisissez le code de l'application d'authentification ou un code de secours." })
  .trim()
  .min(1, "Saisissez le code de l'application d'authentification ou un code de secours.")
  .max(32, 'Ce code est trop long.')
  .regex(/^[A-Za-z0-9 -]+$/, 'Ce code ne contient que des chiffres, des lettres et des tirets.');

/**
 * `GET /auth/2fa`: whether the caller signs in with a second factor (her profile shows it) and
 * whether she must (REQUIRE_ADMIN_2FA and an administrator): `required` and not `enabled`, her
 * token opens only the setup.
 */
export const TwoFactorStatus = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** `POST /auth/2fa/setup`: the secret to scan (otpauth URL, drawn as a QR code) or type. */
export const TwoFactorSetup = z.object({ otpauth_url: z.string(), secret: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/** `POST /auth/2fa/enable` and `DELETE /auth/2fa`: a code of the authenticator app. */
export const TwoFactorCodeBody = z.object({ code: TwoFactorCode });
export type TwoFactorCodeBody = z.input<typeof TwoFactorCodeBody>;

/** `POST /auth/2fa/enable`: the ten recovery codes, shown this once. */
export const TwoFactorEnabled = z.object({ recovery_codes: z.array(z.string()) });
export type TwoFactorEnabled = z.infer<typeof TwoFactorEnabled>;

/** `POST /auth/2fa/verify`: the login's challenge and a code (TOTP or recovery). */
export const TwoFactorVerifyBody = z.object({
  challenge: z
    .string({ error: 'La vérification est introuvable : reconnectez-vous.' })
    .min(1, 'La vérification est introuvable : reconnectez-vous.')
    .max(100, 'La vérification est introuvable : reconnectez-vous.'),
  code: TwoFactorCode,
  device_token: z.string().max(200, 'Le jeton d’appareil est trop long.').optional(),
});
export type TwoFactorVerifyBody = z.input<typeof TwoFactorVerifyBody>;

export const RegisterResponse = z.object({ message: z.string(), user: User });

// ——— The profile, the password and its reset ———

/**
 * `PUT /users/me`: the caller's own details, every role alike (an establishment's name stays on
 * `PUT /institutions/{id}`). The four fields are all sent, as the profile form shows them.
 */
export const ProfileBody = z.object({
  first_name: FirstName,
  last_name: LastName,
  phone: Phone,
  address: Address,
  /**
   * A nurse's RPPS number: absent leaves it unchanged, null or an empty field removes it. A
   * new number is no longer verified.
   */
  rpps: z
    .preprocess((value) => (value === '' ? null : value), Rpps.nullable().optional())
    .optional(),
});
export type ProfileBody = z.input<typeof ProfileBody>;

/** `PUT /auth/password`: the current password proves it is her, the new one replaces it. */
export const PasswordChangeBody = z.object({
  current_password: z
    .string({ error: 'Le mot de passe actuel est obligatoire.' })
    .min(1, 'Le mot de passe actuel est obligatoire.')
    .max(256, 'Le mot de passe est trop long (256 caractères au plus).'),
  new_password: Password,
});
export type PasswordChangeBody = z.input<typeof PasswordChangeBody>;

/**
 * The answer of a password change: every other session has ended, and the caller's own goes on
 * with this fresh token (the old one stopped working with the others).
 */
export const PasswordChangeResponse = z.object({ message: z.string(), token: z.string() });
export type PasswordChangeResponse = z.infer<typeof PasswordChangeResponse>;

/** `POST /auth/password-reset/request`: always the same answer, whether the account exists or not. */
export const PasswordResetRequestBody = z.object({ email: Email });
export type PasswordResetRequestBody = z.input<typeof PasswordResetRequestBody>;

/** `POST /auth/password-reset`: the one-time token of the link and the new password. */
export const PasswordResetBody = z.object({
  token: z
    .string({ error: 'Le lien de réinitialisation est incomplet.' })
    .trim()
    .min(1, 'Le lien de réinitialisation est incomplet.')
    .max(200, "Ce lien de réinitialisation n'est pas valable."),
  new_password: Password,
});
export type PasswordResetBody = z.input<typeof PasswordResetBody>;

/** `POST /users/{id}/password-reset-link` (administrator): the link to hand over, and until when. */
export const PasswordResetLink = z.object({ url: z.string(), expires_at: z.string() });
export type PasswordResetLink = z.infer<typeof PasswordResetLink>;

/** `GET /users/{id}/photo?v=…`: the version in the URL is the one `profile_photo` names. */
export const PhotoQuery = z.object({
  v: z
    .string({ error: 'La version de la photo est obligatoire.' })
    .max(100, 'Version de photo invalide.'),
});
/** The photo's bytes (WebP), documented as such in the published API. */
export const PhotoBytes = z.string().describe('Image WebP, 512 px de côté au plus.');
