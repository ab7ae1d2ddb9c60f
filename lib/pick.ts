/**
 * The function that keeps only some fields of an entry: what a list shows and filters of each
 * entry (its card, and an entry of the list's JSON). Written once for every list:
 * `picker<Job>()('slug', 'title')`.
 */
export const picker =
  <T>() =>
  <K extends keyof T>(...keys: K[]) =>
  (entry: T): Pick<T, K> =>
    Object.fromEntries(keys.map((key) => [key, entry[key]])) as Pick<T, K>;
