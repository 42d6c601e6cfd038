export type AutoCompleteOption = { value: string; label: string };

/** Lower-case, accents stripped ("Parañaque" matches "paranaque"), spaces collapsed. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Options matching what was typed: labels that start with the query first, then labels containing it, each group
 * in the original order. Capped so a 900-barangay city does not render 900 rows on a phone.
 */
export function filterOptions<T extends AutoCompleteOption>(
  options: readonly T[],
  query: string,
  limit = 100,
): { shown: T[]; total: number } {
  const q = normalise(query);
  if (!q) return { shown: options.slice(0, limit), total: options.length };
  const starts: T[] = [];
  const contains: T[] = [];
  for (const option of options) {
    const label = normalise(option.label);
    if (label.startsWith(q)) starts.push(option);
    else if (label.includes(q)) contains.push(option);
  }
  const all = starts.concat(contains);
  return { shown: all.slice(0, limit), total: all.length };
}
