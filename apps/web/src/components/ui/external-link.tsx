import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

type ExternalLinkProps = AnchorProps & { href: string; children: ReactNode; 'aria-label'?: string; title?: string };

/** Links that leave the app open in a new tab without giving the new page a handle on this one. */
export function ExternalLink({ href, children, ...props }: ExternalLinkProps) {
  const opensTab = /^https?:/.test(href);
  return (
    <Anchor href={href} {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props}>
      {children}
    </Anchor>
  );
}
