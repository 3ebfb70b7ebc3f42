/** The search box's hint, in the bars and on /search alike. */
export const SEARCH_PLACEHOLDER = 'Search for fruits, batters and more';
