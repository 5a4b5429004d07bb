// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ExploreLayout } from './explore-layout';

afterEach(() => cleanup());

// The phones' filter drawer loads the first time it opens (docs/decisions/033-first-load-javascript.md).
describe('ExploreLayout', () => {
  it('opens the filter drawer with the sidebar on the first click, and closes it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <ExploreLayout toolbar={null} sidebar={<p>The filters</p>} activeFilters={0}>
        <p>The results</p>
      </ExploreLayout>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Filters' }));

    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('The filters')).toBeTruthy();
    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });
});
