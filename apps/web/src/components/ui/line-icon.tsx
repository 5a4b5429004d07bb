// A handful of outline icons drawn inline, so the UI needs no icon package for a few glyphs.
const glyphs = {
  bolt: 'M13 3v7h6l-8 11v-7H5l8-11',
  bell: 'M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6M9 17v1a3 3 0 0 0 6 0v-1',
  world: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M3.6 9h16.8M3.6 15h16.8M11.5 3a17 17 0 0 0 0 18M12.5 3a17 17 0 0 1 0 18',
  shield: 'M12 3a12 12 0 0 0 8.5 3a12 12 0 0 1-8.5 15a12 12 0 0 1-8.5-15a12 12 0 0 0 8.5-3M9 12l2 2l4-4',
  link: 'M9 15l6-6M11 6l.46-.54a5 5 0 0 1 7.08 7.08l-.54.46M13 18l-.4.53a5.07 5.07 0 0 1-7.13 0a4.97 4.97 0 0 1 0-7.07l.53-.46',
  tag: 'M6.5 7.5a1 1 0 1 0 2 0a1 1 0 1 0-2 0M3 6v5.17a2 2 0 0 0 .59 1.42l7.71 7.7a2.41 2.41 0 0 0 3.4 0l5.6-5.59a2.41 2.41 0 0 0 0-3.4l-7.71-7.71A2 2 0 0 0 11.17 3H6a3 3 0 0 0-3 3',
  crown: 'M12 6l4 6l5-4l-2 10H5L3 8l5 4z',
  trendingUp: 'M3 17l6-6l4 4l8-8M14 7h7v7',
  mail: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l9 6l9-6',
  user: 'M8 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2',
  chevronLeft: 'M15 6l-6 6l6 6',
  chevronRight: 'M9 6l6 6l-6 6',
  heart: 'M19.5 12.57L12 20l-7.5-7.43A5 5 0 1 1 12 6.01a5 5 0 1 1 7.5 6.57',
  search: 'M3 10a7 7 0 1 0 14 0a7 7 0 1 0-14 0M21 21l-6-6',
  star: 'M12 17.75l-6.17 3.25l1.18-6.88l-5-4.87l6.9-1L12 2l3.09 6.25l6.9 1l-5 4.87l1.18 6.88z',
} as const;

export type LineIconName = keyof typeof glyphs;

/** `filled` paints the shape as well as its outline (a chosen star, for instance). */
export function LineIcon({
  name,
  size = 24,
  strokeWidth = 1.8,
  filled = false,
}: {
  name: LineIconName;
  size?: number;
  strokeWidth?: number;
  filled?: boolean;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={glyphs[name]} />
    </svg>
  );
}
