/**
 * Keeps only the named fields of an entry: a list's card and its JSON entry,
 * `keepFields<Job>()('slug', 'title')`. Two calls, so the entry type is given and the keys inferred.
 */
export const keepFields =
  <T>() =>
  <K extends keyof T>(...keys: K[]) =>
  (entry: T): Pick<T, K> =>
    Object.fromEntries(keys.map((key) => [key, entry[key]])) as Pick<T, K>;
