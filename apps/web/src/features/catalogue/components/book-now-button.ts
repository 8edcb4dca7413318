/**
 * The header's Book Now button, drawn the same by the idle popover and by the panel that replaces it on the
 * first click: its own file, since the popover loads the panel (one importing the other would be a cycle).
 */
export const bookNowButton = { size: 'compact-md', color: 'gold.6', c: 'dark.9', children: 'Book Now' } as const;
