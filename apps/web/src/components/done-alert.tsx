import { Alert, type AlertProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './done-alert.module.css';

/**
 * The green "done" that ends a flow run from below a long form (list for sale, mint, deploy a drop). The form and its
 * steps above it shrink when the flow ends, so the page stayed where the confirm button was and the message appeared
 * half under the header or out of view. It is scrolled into view and focused when it appears (a status that screen
 * readers announce), clear of the sticky header.
 */
export function DoneAlert({ className, ...props }: AlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const alert = ref.current;
    if (!alert) return;
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    alert.scrollIntoView({ block: 'nearest', behavior: calm ? 'auto' : 'smooth' });
    alert.focus({ preventScroll: true });
  }, []);
  return (
    <Alert
      ref={ref}
      color="green"
      role="status"
      tabIndex={-1}
      className={[classes.alert, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
