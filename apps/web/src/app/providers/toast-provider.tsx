import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toast container (its transitions and scroll-lock class names) loads with the first toast, not
// with every first screen; a toast shown before it has loaded waits in the store and shows when it
// mounts (docs/decisions/033-first-load-javascript.md).
const ToastContainer = lazy(() => import('./toast-container').then((module) => ({ default: module.ToastContainer })));

export function ToastProvider() {
  const { notifications, queue } = useNotifications();
  const [used, setUsed] = useState(false);
  if (!used && notifications.length + queue.length > 0) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
