'use client';

import type { ComponentProps } from 'react';
import { ModalDialog } from '@/components/ui/ModalDialog';
import ApplyDialog, { type ApplyFrameProps } from './ApplyDialog';

function HeadlessFrame({ dialogRef: _native, ...frame }: ApplyFrameProps) {
  return <ModalDialog {...frame} />;
}

/** The careers list's application dialog: one Headless UI dialog for whichever job was chosen, loaded on demand. */
export default function ListApplyDialog(props: Omit<ComponentProps<typeof ApplyDialog>, 'Frame'>) {
  return <ApplyDialog Frame={HeadlessFrame} {...props} />;
}
