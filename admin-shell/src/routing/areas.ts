import type { AdminArea } from '@podcast/contracts';
import { NAV_ENTRIES, type NavEntry } from './route-table';

/*
 * The shell mirrors the role the API enforces (issue 31 item 3): it reads the areas from the session
 * (GET /api/admin/me, or the login answer), never from its own copy of the role matrix, so a shell
 * and an API of different releases still agree on what a person may open.
 */

/** The areas a session opens: none without a session. */
export type OpenAreas = readonly AdminArea[];

/** Whether a route or entry of `area` is open; one without an area is open to any staff member. */
export function isOpen(areas: OpenAreas, area: AdminArea | undefined): boolean {
  return area === undefined || areas.includes(area);
}

/** The sidebar entries a person may open, in the sidebar's order. */
export function visibleNavEntries(areas: OpenAreas, entries: readonly NavEntry[] = NAV_ENTRIES): NavEntry[] {
  return entries.filter((entry) => isOpen(areas, entry.area));
}

/**
 * Where /admin sends a person whose role does not open its screen (Manage Episodes): the first
 * sidebar entry they may open; null when they may open none.
 */
export function firstOpenPath(areas: OpenAreas, entries: readonly NavEntry[] = NAV_ENTRIES): string | null {
  return visibleNavEntries(areas, entries).find((entry) => entry.area !== undefined)?.key ?? null;
}
