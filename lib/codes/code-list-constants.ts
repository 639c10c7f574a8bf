/**
 * The code-list constants, in one place for the editor, the offline sync and the server.
 */

/** Autocomplete minimum length: fewer characters than this never start a search. */
export const AUTOCOMPLETE_MIN_LENGTH = 2;

/** Last code-list update start: a client that has never synced asks for changes since this. */
export const CODE_LIST_UPDATE_START = '2017-01-01T00:00:00Z';

/** How many matches a search answers unless asked for fewer or more, and the most it ever answers. */
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 100;
