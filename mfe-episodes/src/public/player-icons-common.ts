// The attributes every inline player icon shares (decorative: the buttons carry the names).
export const common = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true, focusable: false } as const;
