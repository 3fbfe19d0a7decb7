import type { ReactNode } from 'react';
import { ErrorIcon } from './icons';

/**
 * A page's or list's state line in place of its content: loading or empty (announced as a status), or a failure
 * (an alert with the error icon). `block` is the CSS class; a failure adds its `--error` modifier.
 */
export function StateMessage({
  block,
  failed = false,
  children,
}: {
  block: string;
  failed?: boolean;
  children: ReactNode;
}) {
  if (failed) {
    return (
      <p className={`${block} ${block}--error`} role="alert">
        <ErrorIcon />
        {children}
      </p>
    );
  }
  return (
    <p className={block} role="status">
      {children}
    </p>
  );
}

/**
 * The state line of a read whose data has not come yet: `failed` once the read failed (`error`), else `loading`.
 * Drawn only while there is no data, so a refresh that fails keeps showing the data it had.
 */
export function ReadState({
  error,
  block,
  failed,
  loading,
}: {
  error: unknown;
  block: string;
  failed: ReactNode;
  loading: ReactNode;
}) {
  return (
    <StateMessage block={block} failed={Boolean(error)}>
      {error ? failed : loading}
    </StateMessage>
  );
}
