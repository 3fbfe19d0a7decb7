import { StateMessage } from '@portal/shell/components/state-message';
import { PageHeader } from '@portal/shell/layout/page-header';
import type { ReactNode } from 'react';

/** A recruiting page whose subject could not be read: its header (back to `backTo`), why, and a way back (`back`). */
export function PageFailure({
  title,
  backTo,
  back,
  children,
}: {
  title: string;
  backTo: string;
  back: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="recruiting">
      <PageHeader title={title} backTo={backTo} />
      <StateMessage block="recruiting__state" failed>
        {children}
      </StateMessage>
      {back}
    </div>
  );
}

/** A recruiting page while its subject is being read. */
export function PageLoading({ children }: { children: ReactNode }) {
  return (
    <div className="recruiting">
      <StateMessage block="recruiting__state">{children}</StateMessage>
    </div>
  );
}
