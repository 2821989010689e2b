import { lazy, Suspense } from 'react';
import { PartLoader } from '../../common/PartLoader';
import type { StoryNameModalProps } from './StoryNameModal';

const StoryNameModal = lazy(() => import('./StoryNameModal').then((m) => ({ default: m.StoryNameModal })));

/**
 * The story's name form (StoryNameModal), loaded when it is first opened: the builders show without
 * Mantine's Modal and the form's zod rules (issue 17). It mounts already open, as it did before.
 */
export function StoryNameDialog(props: StoryNameModalProps) {
  return (
    <Suspense fallback={<PartLoader />}>
      <StoryNameModal {...props} />
    </Suspense>
  );
}
