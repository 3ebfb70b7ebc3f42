/**
 * A list that is paged or filtered keeps its rows on screen (marked busy) until the next ones
 * arrive. This is TanStack Query's `keepPreviousData`, written here: importing it would keep it
 * in the library's part of the shop's first script, which the hub must not grow (decision 032).
 */
export const keepPrevious = <T>(previous: T | undefined) => previous;
