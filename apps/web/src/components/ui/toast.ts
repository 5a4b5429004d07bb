import { notifications } from '@mantine/notifications';

// The one way to show a toast; the defaults (duration, offset, z-index) sit on the provider.
type ToastInput = { message: string; title?: string };

export const toast = {
  info: ({ message, title }: ToastInput) => notifications.show({ message, title, color: 'blue' }),
  success: ({ message, title }: ToastInput) => notifications.show({ message, title, color: 'teal' }),
  warning: ({ message, title }: ToastInput) => notifications.show({ message, title, color: 'yellow' }),
  error: ({ message, title }: ToastInput) => notifications.show({ message, title, color: 'red' }),
};
