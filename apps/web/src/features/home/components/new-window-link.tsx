import type { ReactNode } from 'react';

type NewWindowLinkProps = { href: string | null; className?: string; tabIndex?: number; children: ReactNode };

/**
 * A card-sized link to a server-supplied page, opened in a new window without a handle back on
 * this one. Without a link the card is shown as it is, not as a dead link.
 */
export function NewWindowLink({ href, className, tabIndex, children }: NewWindowLinkProps) {
  if (!href) return <div className={className}>{children}</div>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} tabIndex={tabIndex}>
      {children}
    </a>
  );
}
