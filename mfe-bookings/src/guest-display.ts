/**
 * The one word the admin shows for an empty value (issue 29: never "N/A" in one place and "-" in
 * another): §2's "N/A", as Manage Episodes writes it too.
 */
export const EMPTY_VALUE = 'N/A';

/**
 * An email address cut into the pieces a line may break between: after "@" and after each dot
 * ("maximiliana.featherstonehaugh@enterprise-solutions.example.com" breaks before "enterprise…",
 * never inside a word).
 */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?<=[@.])/).filter((part) => part !== '');
}
