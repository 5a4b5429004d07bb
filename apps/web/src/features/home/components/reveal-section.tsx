import type { ReactNode } from 'react';
import { useReveal } from '../hooks/use-reveal';
import classes from './home.module.css';

export function RevealSection({ children, label }: { children: ReactNode; label: string }) {
  const { ref, revealed } = useReveal<HTMLElement>();
  return (
    <section ref={ref} aria-label={label} className={classes.reveal} data-revealed={revealed}>
      {children}
    </section>
  );
}
