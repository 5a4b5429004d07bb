import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';

/** A thin bar while the next screen's code or data loads, so slow links still feel alive. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      size="xs"
      radius={0}
      color="violet"
      aria-hidden="true"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
