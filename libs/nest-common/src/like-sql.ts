/**
 * The LIKE pattern of a substring search, in lower case: `text` found anywhere, its wildcards (`%`, `_`) and
 * the escape character taken literally. A trigram index on the lower-cased column answers it.
 */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
