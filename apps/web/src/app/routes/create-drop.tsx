import { CreateDropPage } from '../../features/drops/components/create-drop-page';

export function Component() {
  return <CreateDropPage />;
}
