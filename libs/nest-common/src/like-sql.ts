/** `text` for a LIKE pattern with its wildcards (`%`, `_`) and the escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The LIKE pattern of a substring search, in lower case: `text` found anywhere. A trigram index on the
 * lower-cased column answers it.
 */
export const containsPattern = (text: string) => `%${escapeLike(text.toLowerCase())}%`;
