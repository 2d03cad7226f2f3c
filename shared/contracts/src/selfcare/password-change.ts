/** ms-iam: a forgotten password reset, a password changed. */
import { type Static, Type } from '../schema-kit';
import { OtpToken, Password, TypedMdn, TypedPassword } from './schema';

/** POST /api/ms-iam/v1/reset-password (recuperation-mdp): answers 204. */
export const ResetPasswordRequest = Type.Object({ mdn: TypedMdn, otpToken: OtpToken, password: Password });
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

/** PUT /api/ms-iam/v1/change-password (bearer): answers 204; `iam-password-invalid` on a wrong current one. */
export const ChangePasswordRequest = Type.Object({ currentPassword: TypedPassword, newPassword: Password });
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;
