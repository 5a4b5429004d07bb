// The few glyphs the home sliders need, drawn inline like components/ui/line-icon.
const glyphs = {
  chevronLeft: 'M15 6l-6 6l6 6',
  chevronRight: 'M9 6l6 6l-6 6',
  heart: 'M19.5 12.57L12 20l-7.5-7.43A5 5 0 1 1 12 6.01a5 5 0 1 1 7.5 6.57',
} as const;

export function HomeIcon({ name, size = 20 }: { name: keyof typeof glyphs; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={glyphs[name]} />
    </svg>
  );
}
