import { notifications } from '@mantine/notifications';

// The one way to show a toast; the defaults (duration, offset, z-index) sit on the provider.
// A toast with an `id` is shown once while it is on screen (e.g. a warning two callers raise).
type ToastInput = { message: string; title?: string; id?: string };

export const toast = {
  info: ({ message, title, id }: ToastInput) => notifications.show({ id, message, title, color: 'blue' }),
  success: ({ message, title, id }: ToastInput) => notifications.show({ id, message, title, color: 'teal' }),
  warning: ({ message, title, id }: ToastInput) => notifications.show({ id, message, title, color: 'yellow' }),
  error: ({ message, title, id }: ToastInput) => notifications.show({ id, message, title, color: 'red' }),
};
