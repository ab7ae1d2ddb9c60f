'use client';

import { Suspense } from 'react';
import { IslandBoundary, lazyWithRetry } from '@/components/ui/lazy-island';
import { LoadFailedDialog } from '@/components/ui/LoadFailedDialog';
import type { ApplicationDraft } from './ApplyDialog';

// The dialog (and Headless UI) loads only when someone applies.
const ApplyDialog = lazyWithRetry(() => import('./ListApplyDialog'));

interface Props {
  jobTitle: string;
  draft?: ApplicationDraft;
  onDraftChange: (draft: ApplicationDraft) => void;
  onClose: () => void;
  onSubmitted: () => void;
}

/**
 * The open application dialog, shared by the careers list and each job page. If its code
 * cannot download, a stand-in offers a reload and the contact details; closing the stand-in
 * unmounts the boundary, so the next Apply tries the download again.
 */
export function ApplyDialogHost(props: Props) {
  return (
    <IslandBoundary name="Application form" fallback={<LoadFailedDialog onClose={props.onClose} />}>
      <Suspense fallback={null}>
        <ApplyDialog open {...props} />
      </Suspense>
    </IslandBoundary>
  );
}
