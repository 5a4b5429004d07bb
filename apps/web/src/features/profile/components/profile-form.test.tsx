// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { AccountProfile } from '../api/profile-schemas';
import { ProfileForm } from './profile-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (name: string) => document.querySelector<HTMLInputElement>(`[data-field="${name}"]`)!;

const current: AccountProfile = {
  address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  name: 'Owl Keeper',
  description: 'I keep owls',
  website: null,
  picture: { url: 'https://media.example/p.png', thumbnailUrl: null, width: 400, height: 400 },
  cover: null,
  joinedAt: null,
  counts: { collected: 0, created: 0, favorited: 0, collections: 0 },
};

async function renderForm(language: 'en' | 'ja', onSubmit = vi.fn(async () => {})) {
  vi.stubGlobal('fetch', vi.fn());
  const user = userEvent.setup();
  await renderWithProviders(<ProfileForm current={current} submitting={false} onSubmit={onSubmit} />, { language });
  return { user, onSubmit };
}

describe('ProfileForm', () => {
  it.each([
    ['en', 'Save', 'Length should be 4 to 20.', 'Invalid website URL'],
    ['ja', '保存', '4〜20文字で入力してください。', '無効なウェブサイトURLです'],
  ] as const)('shows the spec messages (%s) and submits nothing', async (language, save, length, website) => {
    const { user, onSubmit } = await renderForm(language);
    await user.clear(field('name'));
    await user.type(field('name'), 'Owl');
    await user.type(field('website'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(length, { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
    expect(screen.getByText(website)).toBeTruthy();
    await user.clear(field('name'));
    await user.click(field('name'));
    await user.paste('o'.repeat(21));
    await user.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(length, { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the edited fields and leaves the picture it already shows alone', async () => {
    const { user, onSubmit } = await renderForm('en');
    await user.clear(field('name'));
    await user.type(field('name'), 'Night Owl');
    await user.type(field('website'), 'https://owls.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Night Owl', description: 'I keep owls', website: 'https://owls.example' });
  });
});
