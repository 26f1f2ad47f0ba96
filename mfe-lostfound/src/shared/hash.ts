/** A 32-bit string hash (the classic `h * 31 + c`), stable across browsers and runs. */
export function hashString(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash;
}
