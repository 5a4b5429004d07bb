// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../components/ui/toast';
import { installDomStandIns } from '../../testing/render-with-providers';
import { ToastProvider } from './toast-provider';

// The container loads with the first toast (docs/decisions/033-first-load-javascript.md): nothing is
// mounted before it, and the toast that caused the load is the one shown.
describe('ToastProvider', () => {
  afterEach(() => {
    act(() => notifications.clean());
    cleanup();
  });

  it('mounts no toast container until the first toast, then shows that toast', async () => {
    installDomStandIns();
    render(
      <MantineProvider>
        <ToastProvider />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => void toast.error({ message: 'The first toast' }));

    await screen.findByText('The first toast');
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
