import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

type FiltersDrawerProps = { opened: boolean; onClose: () => void; title: string; children: ReactNode };

/** The filter sidebar as a drawer, for phones (explore-layout.tsx loads it the first time it opens). */
export function FiltersDrawer({ opened, onClose, title, children }: FiltersDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} size="xs">
      {children}
    </Drawer>
  );
}
