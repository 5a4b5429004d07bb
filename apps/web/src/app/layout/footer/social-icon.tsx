import type { ReactNode } from 'react';
import { LineIcon } from '../../../components/ui/line-icon';
import type { SocialNetwork } from '../../../config/links';

// Simplified marks drawn inline: recognisable at 18 px, and no icon package for six glyphs.
const strokeProps = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true">
      {children}
    </svg>
  );
}

const icons: Record<SocialNetwork, () => ReactNode> = {
  twitter: () => (
    <Glyph>
      <path d="M4 4l16 16M20 4L4 20" {...strokeProps} />
    </Glyph>
  ),
  medium: () => (
    <Glyph>
      <circle cx="7" cy="12" r="4.5" fill="currentColor" />
      <ellipse cx="15.5" cy="12" rx="2.2" ry="4.3" fill="currentColor" />
      <ellipse cx="20.5" cy="12" rx="0.9" ry="3.8" fill="currentColor" />
    </Glyph>
  ),
  discord: () => (
    <Glyph>
      <path
        d="M8 7.5c2.5-1 5.5-1 8 0M7 16.5c3 1.3 7 1.3 10 0M8 7.5C6 8 5 9.5 4.5 11c-.7 2.4-.6 4.5-.2 6.2 1.2.9 2.4 1.4 3.7 1.8l1-1.8M16 7.5c2 .5 3 2 3.5 3.5.7 2.4.6 4.5.2 6.2-1.2.9-2.4 1.4-3.7 1.8l-1-1.8"
        {...strokeProps}
      />
      <circle cx="9.5" cy="13" r="1.2" fill="currentColor" />
      <circle cx="14.5" cy="13" r="1.2" fill="currentColor" />
    </Glyph>
  ),
  instagram: () => (
    <Glyph>
      <rect x="4" y="4" width="16" height="16" rx="4.5" {...strokeProps} />
      <circle cx="12" cy="12" r="3.5" {...strokeProps} />
      <circle cx="16.8" cy="7.2" r="0.8" fill="currentColor" />
    </Glyph>
  ),
  email: () => <LineIcon name="mail" size={18} />,
  profile: () => <LineIcon name="user" size={18} />,
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return icons[network]();
}
