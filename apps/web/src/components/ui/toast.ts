import { notifications } from '@mantine/notifications';

// The one way to show a toast; the defaults (duration, offset, z-index) sit on the provider.
// A toast with an `id` is shown once while it is on screen (e.g. a warning two callers raise).
// `persistent` keeps it open until hidden (e.g. while a wallet prompt is open); line breaks show.
type ToastInput = { message: string; title?: string; id?: string; persistent?: boolean };

export const toast = {
  info: ({ message, title, id, persistent }: ToastInput) =>
    notifications.show({
      id,
      message,
      title,
      color: 'blue',
      autoClose: persistent ? false : undefined,
      styles: { description: { whiteSpace: 'pre-line' } },
    }),
  success: ({ message, title, id }: ToastInput) => notifications.show({ id, message, title, color: 'teal' }),
  warning: ({ message, title, id }: ToastInput) => notifications.show({ id, message, title, color: 'yellow' }),
  error: ({ message, title, id }: ToastInput) => notifications.show({ id, message, title, color: 'red' }),
  hide: (id: string) => notifications.hide(id),
};
