/**
 * Status 'A' = active; any other status forces a password change (spec §6). 'E' = the password expired.
 * A module of its own without zod, so the intranet's first view can read it without the schemas (decision 0058).
 */
export const ACTIVE_STATUS = 'A';
