import type { LoginResponse } from '@makers-pantry/domain/accounts';
import { useStoredValue } from './stored-value';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * The stored login (mobile, firstName, lastName, email, token). Roles ride along
 * for the operations screens; whether pay on delivery is allowed is asked fresh each time instead.
 */
export type StoredLogin = Pick<
  LoginResponse,
  'mobile' | 'firstName' | 'lastName' | 'email' | 'token'
> &
  Partial<Pick<LoginResponse, 'roles'>>;

export const useLogin = () => useStoredValue<StoredLogin | null>(STORAGE_KEYS.login, null);

export const readStoredLogin = () => readStored<StoredLogin>(STORAGE_KEYS.login);

export const saveLogin = ({ mobile, firstName, lastName, email, token, roles }: StoredLogin) =>
  writeStored(STORAGE_KEYS.login, { mobile, firstName, lastName, email, token, roles });

export const forgetLogin = () => removeStored(STORAGE_KEYS.login);
