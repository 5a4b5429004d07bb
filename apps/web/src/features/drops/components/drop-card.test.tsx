// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { drop } from '../testing/drop-fixture';
import { DropCard } from './drop-card';

afterEach(cleanup);

describe('DropCard', () => {
  it('shows the phase on the artwork and gives the name its own line (on a 220 px card, side by side, both were cut)', async () => {
    const { container } = await renderWithProviders(<DropCard drop={{ ...drop, phase: 'public', name: 'Northern Lights Drop' }} />);
    const phase = container.querySelector('[data-drop-phase="public"]')!;
    expect(phase.textContent).toBe('Public sale');
    expect(phase.parentElement!.querySelector('img, [role="img"]')).not.toBeNull();
    const name = container.querySelector('[data-drop-name]')!;
    expect(name.contains(phase)).toBe(false);
    expect(name.parentElement!.contains(phase)).toBe(false);
    expect(name.getAttribute('title')).toBe('Northern Lights Drop');
  });
});
