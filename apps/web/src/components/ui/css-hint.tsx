import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import classes from './css-hint.module.css';

type CssHintProps = {
  label: ReactNode;
  children: ReactElement<{ 'aria-describedby'?: string }>;
  disabled?: boolean;
  /** False when `children` already carries the same words as its accessible name (the hint is for the eye only). */
  describes?: boolean;
};

/**
 * A tooltip drawn by CSS: shown above `children` while hovered or focused, and described to assistive
 * technology through aria-describedby. Mantine's Tooltip would bring its positioning library
 * (@floating-ui, about 16 KB as sent) to every first screen that shows one
 * (docs/decisions/033-first-load-javascript.md). A disabled button gets no hover: wrap it in an element.
 */
export function CssHint({ label, children, disabled = false, describes = true }: CssHintProps) {
  const id = useId();
  if (disabled || !label) return children;
  return (
    <span className={classes.anchor}>
      {describes ? cloneElement(children, { 'aria-describedby': id }) : children}
      <span id={id} role="tooltip" aria-hidden={!describes || undefined} className={classes.hint}>
        {label}
      </span>
    </span>
  );
}
