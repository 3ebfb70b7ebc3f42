import { useStoredValue } from './stored-value';
import { removeStored, STORAGE_KEYS, writeStored } from './storage';

/** The stored login (spec section 3: mobile, firstName, lastName, email, token). */
export interface StoredLogin {
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
  token: string;
}

export const useLogin = () => useStoredValue<StoredLogin | null>(STORAGE_KEYS.login, null);

export const saveLogin = (login: StoredLogin) => writeStored(STORAGE_KEYS.login, login);

export const forgetLogin = () => removeStored(STORAGE_KEYS.login);
