/** A modifier as players write it: +2, 0, -1 (an unassigned trait shows a dash). */
export function signed(n: number | null): string {
  if (n === null) return '–';
  return n > 0 ? `+${n}` : String(n);
}

/** Capitalises a trait or track name for display. */
export function titled(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
