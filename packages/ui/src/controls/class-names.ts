/** Joins the class names that are set (a tiny clsx: the controls need no more). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
