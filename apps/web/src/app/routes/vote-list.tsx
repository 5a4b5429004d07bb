import { Outlet } from 'react-router';
import { VoteTabs } from '../../features/vote/components/vote-tabs';

/** The vote list frames its ongoing and finished children. */
export function Component() {
  return (
    <>
      <VoteTabs />
      <Outlet />
    </>
  );
}
