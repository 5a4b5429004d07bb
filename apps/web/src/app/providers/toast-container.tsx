import { Notifications } from '@mantine/notifications';
import type { CSSProperties } from 'react';
import { toastDefaults } from './toast-defaults';
import classes from './toast-provider.module.css';

const offsetVariable = { '--toast-offset': `${toastDefaults.offsetPx}px` } as CSSProperties;

/** Where toasts show, with the app's defaults (toast-provider.tsx mounts it with the first toast). */
export function ToastContainer() {
  return (
    <Notifications
      position={toastDefaults.position}
      autoClose={toastDefaults.durationMs}
      zIndex={toastDefaults.zIndex}
      classNames={{ root: classes.root }}
      style={offsetVariable}
    />
  );
}
