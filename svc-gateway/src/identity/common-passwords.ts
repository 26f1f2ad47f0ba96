import { invalid } from '@pawpals/contracts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.list';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess.';

let commonPasswords: Set<string> | undefined;

/** Whether the password (compared case-insensitively) is one of the 10,000 most common ones. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return commonPasswords.has(password.toLowerCase());
}

/** 400 on the password field for a common password; the schema checked docs/product.md#input-rules before. */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw invalid(COMMON_PASSWORD_MESSAGE, [{ field, message: COMMON_PASSWORD_MESSAGE }]);
}
