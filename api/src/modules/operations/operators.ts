import { randomUUID } from 'node:crypto';
import { hashPassword } from '../ms-iam/public';
import type { OperatorsRepository } from './operators.repository';

/** A login: lower case, 3–40 of a–z, 0–9, `.`, `_`, `-` (the sign-in form lowers what is typed). */
export const LOGIN_PATTERN = /^[a-z0-9._-]{3,40}$/;

/** Operators' passwords: long ones, as staff accounts should have (NIST SP 800-63B's length, no composition rule). */
export const OPERATOR_PASSWORD_MIN = 12;

export type AddOperatorResult = { added: true; id: string } | { added: false; reason: 'login-invalid' | 'password-too-short' | 'login-taken' };

/** Creates an operator account (the ops CLI's `operator-add`, the demo seed), audited as `operator-add`. */
export async function addOperator(operators: OperatorsRepository, login: string, password: string, by = 'ops'): Promise<AddOperatorResult> {
  if (!LOGIN_PATTERN.test(login)) return { added: false, reason: 'login-invalid' };
  if ([...password].length < OPERATOR_PASSWORD_MIN) return { added: false, reason: 'password-too-short' };
  const id = randomUUID();
  if (!(await operators.add({ id, login, passwordHash: await hashPassword(password) }))) return { added: false, reason: 'login-taken' };
  await operators.audit({ login: by, action: 'operator-add', outcome: 'ok', detail: { added: login } });
  return { added: true, id };
}
